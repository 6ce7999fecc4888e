import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { resource } from './schemas.ts';

export const downloadLinks = defineCall({
  method: 'GET',
  path: '/wps/system/resources',
  auth: 'none',
  request: lazySchema(() => z.object({})),
  response: lazySchema(() => z.array(resource)),
  summary: 'Download and link resources (IOS, Android, MOBILECONFIG, TELEGRAM, AFFILIATELINK…).',
});
