import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { page, paging } from '../../common.ts';
import { REWARD_STATUSES, rewardRecord } from './schemas.ts';

export const rewardCenter = defineCall({
  method: 'GET',
  path: '/wps/reward/center',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ ...paging, status: z.optional(z.enum(REWARD_STATUSES)) })),
  response: lazySchema(() => page(rewardRecord)),
  summary: 'The member’s reward applications and rewards.',
});
