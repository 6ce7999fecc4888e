import { createIcon } from '../createIcon';

export const IconTrash = /* @__PURE__ */ createIcon('Trash', [
  'M3 6h18',
  'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
  'M10 11v6',
  'M14 11v6',
  'M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2',
]);
