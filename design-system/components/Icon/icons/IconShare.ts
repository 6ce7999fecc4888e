import { createIcon } from '../createIcon';

export const IconShare = /* @__PURE__ */ createIcon('Share', [
  { c: [18, 5, 3] },
  { c: [6, 12, 3] },
  { c: [18, 19, 3] },
  'M8.59 13.51l6.83 3.98',
  'M15.41 6.51l-6.82 3.98',
]);
