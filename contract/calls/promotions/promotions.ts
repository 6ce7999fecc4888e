import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';
import { promotion } from './schemas.ts';

export const promotions = defineCall({
  method: 'GET',
  path: '/wps/promotion/list',
  auth: 'optional',
  request: lazySchema(() => z.object({ language: optLanguage, category: z.optional(z.string()) })),
  response: lazySchema(() => z.array(promotion)),
  summary: 'Current promotions (ordered); with a session each carries the member’s state.',
});
