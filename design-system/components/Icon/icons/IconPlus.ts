import { createIcon } from '../createIcon';

export const IconPlus = /* @__PURE__ */ createIcon('Plus', ['M12 5v14', 'M5 12h14']);
