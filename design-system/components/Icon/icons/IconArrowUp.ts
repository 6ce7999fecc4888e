import { createIcon } from '../createIcon';

export const IconArrowUp = /* @__PURE__ */ createIcon('ArrowUp', ['M12 19V5', 'M5 12l7-7 7 7']);
