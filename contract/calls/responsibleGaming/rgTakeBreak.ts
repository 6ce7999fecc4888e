import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { rgBreakKind } from './schemas.ts';

export const rgTakeBreak = defineCall({
  method: 'POST',
  path: '/wps/member/responsibleGaming/break',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() =>
    z.object({
      kind: rgBreakKind,
      /** A break in days (1 to 42), an exclusion in months (6 to 60); ignored when permanent. */
      length: z.number().check(z.int(), z.gte(0)),
      permanent: z.optional(z.boolean()),
    }),
  ),
  response: lazySchema(() => z.object({ until: z.nullable(z.number()) })),
  summary: 'Starts a break or self-exclusion and ends every session of the member. Cannot be undone.',
});
