import { createIcon } from '../createIcon';

export const IconChevronDown = /* @__PURE__ */ createIcon('ChevronDown', ['M6 9l6 6 6-6']);
