import { createIcon } from '../createIcon';

export const IconLock = /* @__PURE__ */ createIcon('Lock', [
  { r: [3, 11, 18, 11, 2] },
  'M7 11V7a5 5 0 0 1 10 0v4',
]);
