import { createIcon } from '../createIcon';

export const IconTelegram = /* @__PURE__ */ createIcon('Telegram', ['M22 2L11 13', 'M22 2l-7 20-4-9-9-4z']);
