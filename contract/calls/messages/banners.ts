import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';
import { banner } from './schemas.ts';

export const banners = defineCall({
  method: 'GET',
  path: '/wps/banner/list',
  auth: 'optional',
  request: lazySchema(() => z.object({ language: optLanguage })),
  response: lazySchema(() => z.array(banner)),
  summary: 'Home (m_home) and live (m_live) banners in order.',
});
