import { createIcon } from '../createIcon';

export const IconCheckCircle = /* @__PURE__ */ createIcon('CheckCircle', [
  { c: [12, 12, 10] },
  'M8 12l3 3 5-6',
]);
