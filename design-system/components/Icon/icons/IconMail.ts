import { createIcon } from '../createIcon';

export const IconMail = /* @__PURE__ */ createIcon('Mail', [{ r: [2, 4, 20, 16, 2] }, 'M22 6l-10 7L2 6']);
