import { createIcon } from '../createIcon';

export const IconGlobe = /* @__PURE__ */ createIcon('Globe', [
  { c: [12, 12, 10] },
  'M2 12h20',
  'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
]);
