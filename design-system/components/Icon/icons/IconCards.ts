import { createIcon } from '../createIcon';

export const IconCards = /* @__PURE__ */ createIcon('Cards', [
  { r: [3, 6, 12, 15, 2] },
  'M8 3h11a2 2 0 0 1 2 2v13',
  'M9 11l2 2.5-2 2.5-2-2.5z',
]);
