import { createIcon } from '../createIcon';

export const IconLottery = /* @__PURE__ */ createIcon('Lottery', [
  'M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2z',
  'M13 5v2',
  'M13 11v2',
  'M13 17v2',
]);
