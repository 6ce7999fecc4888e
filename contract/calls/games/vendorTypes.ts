import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage, qInt } from '../../common.ts';
import { vendor } from './schemas.ts';

export const vendorTypes = defineCall({
  method: 'GET',
  path: '/wps/game/vendor/types',
  auth: 'none',
  request: lazySchema(() =>
    z.object({
      typeId: z.optional(qInt),
      merchant_code: z.optional(z.string()),
      gameCategory: z.optional(z.string()),
      language: optLanguage,
    }),
  ),
  response: lazySchema(() => z.object({ content: z.array(vendor) })),
  summary: 'Vendors (tiles), optionally of one category.',
});
