import { createIcon } from '../createIcon';

export const IconImage = /* @__PURE__ */ createIcon('Image', [
  { r: [3, 3, 18, 18, 2] },
  { c: [8.5, 8.5, 1.5] },
  'M21 15l-5-5L5 21',
]);
