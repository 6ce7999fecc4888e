import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage, qInt } from '../../common.ts';
import { game, gameType } from './schemas.ts';

export const hotGames = defineCall({
  method: 'GET',
  path: '/wps/game/hot',
  auth: 'optional',
  request: lazySchema(() =>
    z.object({
      merchantCode: z.optional(z.string()),
      isPlatform: z.optional(qInt),
      platform: z.optional(z.string()),
      gameType,
      language: optLanguage,
    }),
  ),
  response: lazySchema(() => z.object({ list: z.array(game), totalPages: z.number() })),
  summary: 'Hot games (a single page), optionally of one type.',
});
