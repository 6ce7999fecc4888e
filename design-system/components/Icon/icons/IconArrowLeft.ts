import { createIcon } from '../createIcon';

export const IconArrowLeft = /* @__PURE__ */ createIcon('ArrowLeft', ['M19 12H5', 'M12 19l-7-7 7-7']);
