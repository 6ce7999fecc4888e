import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';
import { vipLevels as vipLevelsShape } from './schemas.ts';

export const vipLevels = defineCall({
  method: 'GET',
  path: '/wps/vip/levels',
  auth: 'none',
  request: lazySchema(() => z.object({ language: optLanguage })),
  response: vipLevelsShape,
  summary: 'VIP levels 1 to 15 with their bonuses and images, and the club page texts.',
});
