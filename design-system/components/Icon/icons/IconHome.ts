import { createIcon } from '../createIcon';

export const IconHome = /* @__PURE__ */ createIcon('Home', [
  'M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  'M9 22V12h6v10',
]);
