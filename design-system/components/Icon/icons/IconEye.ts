import { createIcon } from '../createIcon';

export const IconEye = /* @__PURE__ */ createIcon('Eye', [
  'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z',
  { c: [12, 12, 3] },
]);
