import { createIcon } from '../createIcon';

export const IconFilter = /* @__PURE__ */ createIcon('Filter', ['M22 3H2l8 9.46V19l4 2v-8.54L22 3z']);
