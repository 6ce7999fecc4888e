import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage, qInt, qPage } from '../../common.ts';
import { game, gameType } from './schemas.ts';

export const recentGames = defineCall({
  method: 'GET',
  path: '/wps/game/recent/list',
  auth: 'member',
  request: lazySchema(() =>
    z.object({
      page: z.optional(qPage),
      pageSize: z.optional(qPage),
      gameType,
      language: optLanguage,
      clientType: z.optional(qInt),
    }),
  ),
  response: lazySchema(() => z.object({ list: z.array(game), totalPages: z.number() })),
  summary: 'Recently played games, newest first.',
});
