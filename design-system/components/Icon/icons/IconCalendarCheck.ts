import { createIcon } from '../createIcon';

export const IconCalendarCheck = /* @__PURE__ */ createIcon('CalendarCheck', [
  { r: [3, 4, 18, 18, 2] },
  'M16 2v4',
  'M8 2v4',
  'M3 10h18',
  'M9 16l2 2 4-4',
]);
