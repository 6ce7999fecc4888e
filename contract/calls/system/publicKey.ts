import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { publicKey as publicKeyShape } from './schemas.ts';

export const publicKey = defineCall({
  method: 'GET',
  path: '/wps/system/publicKey',
  auth: 'none',
  request: lazySchema(() => z.object({})),
  response: publicKeyShape,
  summary: 'The RSA public key that wraps the AES key of encrypted calls (login, register, reset).',
});
