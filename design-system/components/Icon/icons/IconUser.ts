import { createIcon } from '../createIcon';

export const IconUser = /* @__PURE__ */ createIcon('User', [
  'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2',
  { c: [12, 7, 4] },
]);
