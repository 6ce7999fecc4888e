import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { empty } from '../../common.ts';

export const logout = defineCall({
  method: 'DELETE',
  path: '/wps/session',
  auth: 'member',
  request: lazySchema(() => z.object({})),
  response: empty,
  summary: 'Ends the session (the token stops working).',
});
