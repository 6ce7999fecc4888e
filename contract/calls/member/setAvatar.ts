import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { ok } from '../../common.ts';

export const setAvatar = defineCall({
  method: 'POST',
  path: '/wps/member/avatar',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ avatarId: z.number() })),
  response: ok,
  summary: 'Chooses a head icon; NOT_FOUND for an unknown one.',
});
