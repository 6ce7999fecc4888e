import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const banks = defineCall({
  method: 'GET',
  path: '/wps/withdraw/banks',
  auth: 'member',
  request: lazySchema(() => z.object({})),
  response: lazySchema(() => z.array(z.object({ code: z.string(), name: z.string() }))),
  summary: 'Banks a card may be added for (by merchant currency).',
});
