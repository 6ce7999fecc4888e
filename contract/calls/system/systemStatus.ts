import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { systemStatus as systemStatusShape } from './schemas.ts';

export const systemStatus = defineCall({
  method: 'GET',
  path: '/wps/system/status',
  auth: 'none',
  request: lazySchema(() => z.object({})),
  response: systemStatusShape,
  summary:
    'Startup gate: merchant resolved from the Host (or X-Merchant-Code) with maintenance and region state.',
});
