import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const usernameExists = defineCall({
  method: 'GET',
  path: '/wps/member/exists',
  auth: 'none',
  request: lazySchema(() => z.object({ username: z.string().check(z.minLength(1), z.maxLength(64)) })),
  response: lazySchema(() => z.object({ exists: z.boolean() })),
  summary: 'Whether a username is taken.',
});
