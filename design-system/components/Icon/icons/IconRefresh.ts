import { createIcon } from '../createIcon';

export const IconRefresh = /* @__PURE__ */ createIcon('Refresh', [
  'M23 4v6h-6',
  'M1 20v-6h6',
  'M3.51 9a9 9 0 0 1 14.85-3.36L23 10',
  'M1 14l4.64 4.36A9 9 0 0 0 20.49 15',
]);
