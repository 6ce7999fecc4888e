import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const emailExists = defineCall({
  method: 'GET',
  path: '/wps/member/emailExists',
  auth: 'none',
  request: lazySchema(() => z.object({ email: z.string().check(z.minLength(3), z.maxLength(120)) })),
  response: lazySchema(() => z.object({ exists: z.boolean() })),
  summary: 'Whether an e-mail address is taken.',
});
