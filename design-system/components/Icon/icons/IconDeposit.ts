import { createIcon } from '../createIcon';

export const IconDeposit = /* @__PURE__ */ createIcon('Deposit', [
  'M12 2v11',
  'M7.5 8.5L12 13l4.5-4.5',
  'M3 15v4a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-4',
  'M7 17h10',
]);
