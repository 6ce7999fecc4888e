import { createIcon } from '../createIcon';

export const IconCheck = /* @__PURE__ */ createIcon('Check', ['M20 6L9 17l-5-5']);
