import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';
import { gameType } from './schemas.ts';

export const winnerBoard = defineCall({
  method: 'GET',
  path: '/wps/game/winners',
  auth: 'none',
  request: lazySchema(() => z.object({ language: optLanguage, gameType })),
  response: lazySchema(() =>
    z.object({
      list: z.array(
        z.object({
          /** Masked, e.g. 'ma***56'. */
          userName: z.string(),
          gameName: z.string(),
          nodeId: z.string(),
          vendor: z.string(),
          amount: z.number(),
          time: z.number(),
        }),
      ),
    }),
  ),
  summary: 'Recent big wins for the home winner board, newest first (20).',
});
