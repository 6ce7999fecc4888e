import { createIcon } from '../createIcon';

export const IconChevronLeft = /* @__PURE__ */ createIcon('ChevronLeft', ['M15 18l-6-6 6-6']);
