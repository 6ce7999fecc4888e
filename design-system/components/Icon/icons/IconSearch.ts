import { createIcon } from '../createIcon';

export const IconSearch = /* @__PURE__ */ createIcon('Search', [{ c: [11, 11, 7] }, 'M21 21l-4.35-4.35']);
