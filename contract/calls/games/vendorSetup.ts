import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';
import { vendorSetup as vendorSetupShape } from './schemas.ts';

export const vendorSetup = defineCall({
  method: 'GET',
  path: '/wps/game/vendor/setup',
  auth: 'none',
  request: lazySchema(() => z.object({ language: optLanguage })),
  response: vendorSetupShape,
  summary: 'Vendor categories in the merchant’s order, with vendor names, and the category mapping.',
});
