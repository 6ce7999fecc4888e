import { createIcon } from '../createIcon';

export const IconMinus = /* @__PURE__ */ createIcon('Minus', ['M5 12h14']);
