import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';

export const launchGame = defineCall({
  method: 'GET',
  path: '/wps/game/launch',
  auth: 'member',
  request: lazySchema(() =>
    z.object({
      vendor: z.string(),
      gameCategory: z.optional(z.string()),
      gameId: z.optional(z.string()),
      nodeId: z.optional(z.string()),
      gameCode: z.optional(z.string()),
      playType: z.optional(z.enum(['ent', 'trad'])),
      prizeMode: z.optional(z.string()),
      language: optLanguage,
      /** Where the game's close link returns to (an app URL on the same origin). */
      backUrl: z.optional(z.string().check(z.maxLength(500))),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      url: z.string(),
      /** 'frame' may be embedded; 'redirect' must be opened as a page. */
      mode: z.enum(['frame', 'redirect']),
    }),
  ),
  summary: 'The URL of the game (a demo page), with a way back; NOT_FOUND for an unknown game/vendor.',
});
