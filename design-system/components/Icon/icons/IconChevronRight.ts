import { createIcon } from '../createIcon';

export const IconChevronRight = /* @__PURE__ */ createIcon('ChevronRight', ['M9 18l6-6-6-6']);
