import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { ok, qInt } from '../../common.ts';

export const deleteInbox = defineCall({
  method: 'DELETE',
  path: '/wps/message/inbox/{id}',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ id: qInt })),
  response: ok,
  summary: "Deletes one of the member's inbox messages for good. NOT_FOUND when it is not theirs.",
});
