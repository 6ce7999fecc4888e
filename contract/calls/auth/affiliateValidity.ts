import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const affiliateValidity = defineCall({
  method: 'GET',
  path: '/wps/member/affiliate/validate',
  auth: 'none',
  request: lazySchema(() =>
    z.object({
      code: z.string().check(z.minLength(1), z.maxLength(32)),
      domain: z.optional(z.string()),
    }),
  ),
  response: lazySchema(() => z.object({ valid: z.boolean() })),
  summary: 'Whether an affiliate (invitation) code is valid for this merchant.',
});
