import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const signOutOthers = defineCall({
  method: 'POST',
  path: '/wps/session/others',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() => z.object({ ended: z.number() })),
  summary: 'Ends every other session of the member (their tokens stop working); this one stays.',
});
