import { createIcon } from '../createIcon';

export const IconSports = /* @__PURE__ */ createIcon('Sports', [
  { c: [12, 12, 10] },
  'M12 7.5l4.3 3.1-1.6 5H9.3l-1.6-5z',
  'M12 2v5.5',
  'M21.5 9l-5.2 1.6',
  'M2.5 9l5.2 1.6',
  'M14.7 15.6l3 4.4',
  'M9.3 15.6l-3 4.4',
]);
