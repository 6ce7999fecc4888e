import { createIcon } from '../createIcon';

export const IconGift = /* @__PURE__ */ createIcon('Gift', [
  'M20 12v10H4V12',
  'M2 7h20v5H2z',
  'M12 22V7',
  'M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7z',
  'M12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z',
]);
