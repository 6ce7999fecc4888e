import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';
import { mallItem } from './schemas.ts';

export const mallItems = defineCall({
  method: 'GET',
  path: '/wps/mall/items',
  auth: 'optional',
  request: lazySchema(() => z.object({ language: optLanguage, category: z.optional(z.string()) })),
  response: lazySchema(() => z.object({ points: z.number(), items: z.array(mallItem) })),
  summary: 'Points mall items; points is the member’s balance (0 for guests).',
});
