import { createIcon } from '../createIcon';

export const IconCalendar = /* @__PURE__ */ createIcon('Calendar', [
  { r: [3, 4, 18, 18, 2] },
  'M16 2v4',
  'M8 2v4',
  'M3 10h18',
]);
