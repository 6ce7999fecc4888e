import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';
import { siteSettings as siteSettingsShape } from './schemas.ts';

export const siteSettings = defineCall({
  method: 'GET',
  path: '/wps/system/settings',
  auth: 'none',
  request: lazySchema(() => z.object({ language: optLanguage })),
  response: siteSettingsShape,
  summary:
    'Merchant settings, whitelabel flags, templates, resources, CS paths, CDNs, routes, register rules.',
});
