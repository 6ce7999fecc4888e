import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';

export const lottoFrame = defineCall({
  method: 'GET',
  path: '/wps/lottery/frame',
  auth: 'member',
  request: lazySchema(() =>
    z.object({
      mui: z.string(),
      playType: z.string(),
      gameId: z.string(),
      prize_mode: z.optional(z.string()),
      language: optLanguage,
    }),
  ),
  response: lazySchema(() => z.object({ url: z.string() })),
  summary: 'The URL of the lottery frame content for /m/lotto-h5/{mui}/{playType}/games/{gameId}.',
});
