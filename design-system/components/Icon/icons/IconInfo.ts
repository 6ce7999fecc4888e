import { createIcon } from '../createIcon';

export const IconInfo = /* @__PURE__ */ createIcon('Info', [{ c: [12, 12, 10] }, 'M12 16v-4', 'M12 8h.01']);
