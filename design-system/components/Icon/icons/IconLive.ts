import { createIcon } from '../createIcon';

export const IconLive = /* @__PURE__ */ createIcon('Live', ['M23 7l-7 5 7 5V7z', { r: [1, 5, 15, 14, 2] }]);
