import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';
import { vipBenefits as vipBenefitsShape } from './schemas.ts';

export const vipBenefits = defineCall({
  method: 'GET',
  path: '/wps/vip/benefits',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ language: optLanguage })),
  response: vipBenefitsShape,
  summary: "The member's VIP level, progress to the next and benefits.",
});
