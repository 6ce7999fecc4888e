import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { REWARD_IMAGE_MAX_COUNT, REWARD_REMARK_MAX, rewardRecord } from './schemas.ts';

export const rewardRequest = defineCall({
  method: 'POST',
  path: '/wps/promotion/reward',
  auth: 'member',
  trialRefused: true,
  idempotent: true,
  request: lazySchema(() =>
    z.object({
      promotionId: z.number(),
      remarks: z.string().check(z.maxLength(REWARD_REMARK_MAX)),
      /** pictureIds from uploadRewardImage. */
      pictures: z.array(z.string()).check(z.maxLength(REWARD_IMAGE_MAX_COUNT)),
    }),
  ),
  response: rewardRecord,
  summary: 'Applies for a promotion reward; required image/remark per the promotion. Idempotent.',
});
