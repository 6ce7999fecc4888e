import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { registerSettings as registerSettingsShape } from './schemas.ts';

export const registerSettings = defineCall({
  method: 'GET',
  path: '/wps/register/settings',
  auth: 'none',
  request: lazySchema(() => z.object({})),
  response: registerSettingsShape,
  summary: 'Registration methods and per-field rules (also part of the site settings).',
});
