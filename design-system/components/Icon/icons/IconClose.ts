import { createIcon } from '../createIcon';

export const IconClose = /* @__PURE__ */ createIcon('Close', ['M18 6L6 18', 'M6 6l12 12']);
