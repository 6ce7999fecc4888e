import { createIcon } from '../createIcon';

export const IconChevronUp = /* @__PURE__ */ createIcon('ChevronUp', ['M18 15l-6-6-6 6']);
