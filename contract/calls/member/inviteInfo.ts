import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { qPage } from '../../common.ts';
import { inviteInfo as inviteInfoShape } from './schemas.ts';

export const inviteInfo = defineCall({
  method: 'GET',
  path: '/wps/invite/info',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ pageNo: z.optional(qPage), pageSize: z.optional(qPage) })),
  response: inviteInfoShape,
  summary:
    'Referral code, link, stats and one page of invited friends (pageSize 20 by default). ' +
    'PROMOTION_UNAVAILABLE when the merchant has referral off; NO_PERMISSION for agents.',
});
