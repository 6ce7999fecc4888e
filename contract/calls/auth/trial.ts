import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { memberType } from '../../common.ts';

export const trial = defineCall({
  method: 'POST',
  path: '/wps/session/trial',
  auth: 'none',
  request: lazySchema(() => z.object({})),
  response: lazySchema(() =>
    z.object({
      token: z.string(),
      userName: z.string(),
      customerType: memberType,
      expiresAt: z.number(),
    }),
  ),
  summary: 'Creates a trial (free play, type 4) account with a play balance and logs it in.',
});
