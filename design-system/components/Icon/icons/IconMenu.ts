import { createIcon } from '../createIcon';

export const IconMenu = /* @__PURE__ */ createIcon('Menu', ['M3 6h18', 'M3 12h18', 'M3 18h18']);
