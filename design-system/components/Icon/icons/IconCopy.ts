import { createIcon } from '../createIcon';

export const IconCopy = /* @__PURE__ */ createIcon('Copy', [
  { r: [9, 9, 13, 13, 2] },
  'M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1',
]);
