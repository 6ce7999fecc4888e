import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { sessionGrant } from '../../common.ts';

export const renewSession = defineCall({
  method: 'POST',
  path: '/wps/session/renew',
  auth: 'member',
  request: lazySchema(() => z.object({})),
  response: sessionGrant,
  summary: 'Extends the session: a fresh expiry for the same token.',
});
