import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';

export const userAgreement = defineCall({
  method: 'GET',
  path: '/wps/user-agreement',
  auth: 'none',
  request: lazySchema(() => z.object({ language: optLanguage })),
  response: lazySchema(() =>
    z.object({
      title: z.string(),
      /** HTML: sanitise before rendering. */
      content: z.string(),
      updatedAt: z.number(),
    }),
  ),
  summary: "The merchant's user agreement in the language asked for (the merchant's default otherwise).",
});
