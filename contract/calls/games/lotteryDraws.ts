import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { qInt } from '../../common.ts';
import { lotteryDraws as lotteryDrawsShape } from './schemas.ts';

export const lotteryDraws = defineCall({
  method: 'GET',
  path: '/wps/lottery/draws',
  auth: 'none',
  request: lazySchema(() =>
    z.object({
      /** Comma-separated game ids (at most 50); none: every lottery of the merchant. */
      gameIds: z.optional(z.string().check(z.maxLength(1000))),
      /** How many past results per lottery (1 to 10, default 1). */
      results: z.optional(qInt),
    }),
  ),
  response: lazySchema(() => z.object({ now: z.number(), list: z.array(lotteryDrawsShape) })),
  summary:
    'The next draw (issue and time) and the latest results of lotteries; draws follow the platform clock.',
});
