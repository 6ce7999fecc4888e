import { createIcon } from '../createIcon';

export const IconCrown = /* @__PURE__ */ createIcon('Crown', ['M2 7l4 10h12l4-10-6 4-4-7-4 7z', 'M6 21h12']);
