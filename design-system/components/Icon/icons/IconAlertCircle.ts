import { createIcon } from '../createIcon';

export const IconAlertCircle = /* @__PURE__ */ createIcon('AlertCircle', [
  { c: [12, 12, 10] },
  'M12 8v4',
  'M12 16h.01',
]);
