import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { captcha as captchaShape } from './schemas.ts';

export const captcha = defineCall({
  method: 'GET',
  path: '/wps/captcha',
  auth: 'none',
  request: lazySchema(() => z.object({})),
  response: captchaShape,
  summary: 'A new captcha image (numeric answer), generated per request.',
});
