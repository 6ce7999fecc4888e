import { createIcon } from '../createIcon';

export const IconChat = /* @__PURE__ */ createIcon('Chat', [
  'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  'M8 9h8',
  'M8 13h5',
]);
