import { createIcon } from '../createIcon';

export const IconGame = /* @__PURE__ */ createIcon('Game', [
  { r: [2, 6, 20, 12, 6] },
  'M6 12h4',
  'M8 10v4',
  'M15 13h.01',
  'M18 11h.01',
]);
