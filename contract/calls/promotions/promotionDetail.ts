import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage, qInt } from '../../common.ts';
import { promotion } from './schemas.ts';

export const promotionDetail = defineCall({
  method: 'GET',
  path: '/wps/promotion/{id}',
  auth: 'optional',
  request: lazySchema(() => z.object({ id: qInt, language: optLanguage })),
  response: promotion,
  summary: 'One promotion; NOT_FOUND for an unknown id.',
});
