import { createIcon } from '../createIcon';

export const IconPhone = /* @__PURE__ */ createIcon('Phone', [{ r: [5, 2, 14, 20, 2] }, 'M12 18h.01']);
