import { createIcon } from '../createIcon';

export const IconCasino = /* @__PURE__ */ createIcon('Casino', [
  { r: [3, 3, 18, 18, 3] },
  'M8 8h.01',
  'M16 8h.01',
  'M12 12h.01',
  'M8 16h.01',
  'M16 16h.01',
]);
