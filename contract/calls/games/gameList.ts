import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage, qBool, qInt, qPage } from '../../common.ts';
import { gameListResponse, gameType } from './schemas.ts';

export const gameList = defineCall({
  method: 'GET',
  path: '/wps/game/list',
  auth: 'optional',
  request: lazySchema(() =>
    z.object({
      merchant: z.optional(z.string()),
      platform: z.optional(z.string()),
      clientType: z.optional(qInt),
      gameName: z.optional(z.string().check(z.maxLength(64))),
      gameType,
      pageNo: z.optional(qPage),
      pageSize: z.optional(qPage),
      vassalage: z.optional(z.string()),
      /** A sub-category (JP, SC, VP, TG, AC) or BG (bingo). */
      gameClassify: z.optional(z.string()),
      isNew: z.optional(qBool),
      minBet: z.optional(z.string()),
      minLine: z.optional(z.string()),
      language: optLanguage,
    }),
  ),
  response: gameListResponse,
  summary: 'One page of games (25 by default) by type, vendor, classification, name and newness.',
});
