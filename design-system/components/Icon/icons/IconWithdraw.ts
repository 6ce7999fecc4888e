import { createIcon } from '../createIcon';

export const IconWithdraw = /* @__PURE__ */ createIcon('Withdraw', [
  'M12 13V2',
  'M7.5 6.5L12 2l4.5 4.5',
  'M3 15v4a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-4',
  'M7 17h10',
]);
