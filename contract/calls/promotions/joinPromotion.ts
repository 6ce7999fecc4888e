import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { PROMOTION_STATES } from './schemas.ts';

export const joinPromotion = defineCall({
  method: 'POST',
  path: '/wps/promotion/join',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ promotionId: z.number() })),
  response: lazySchema(() => z.object({ promotionId: z.number(), state: z.enum(PROMOTION_STATES) })),
  summary: 'Joins a promotion; ALREADY_DONE when joined, PROMOTION_UNAVAILABLE when closed.',
});
