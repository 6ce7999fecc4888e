import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';
import { lotteryGame } from './schemas.ts';

export const lotteryList = defineCall({
  method: 'GET',
  path: '/wps/lottery/list',
  auth: 'none',
  request: lazySchema(() => z.object({ language: optLanguage, vendor: z.optional(z.string()) })),
  response: lazySchema(() => z.object({ list: z.array(lotteryGame) })),
  summary: 'Lottery games of the lottery vendors.',
});
