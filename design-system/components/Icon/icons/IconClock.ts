import { createIcon } from '../createIcon';

export const IconClock = /* @__PURE__ */ createIcon('Clock', [{ c: [12, 12, 10] }, 'M12 6v6l4 2']);
