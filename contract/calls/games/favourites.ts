import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage, paging } from '../../common.ts';
import { game, gameType } from './schemas.ts';

export const favourites = defineCall({
  method: 'GET',
  path: '/wps/game/favourite/list',
  auth: 'member',
  request: lazySchema(() => z.object({ ...paging, gameType, language: optLanguage })),
  response: lazySchema(() =>
    z.object({ content: z.array(game), pageNum: z.number(), totalPages: z.number() }),
  ),
  summary: 'The member’s favourite games.',
});
