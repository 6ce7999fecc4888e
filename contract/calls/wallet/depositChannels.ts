import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { depositChannel } from './schemas.ts';

export const depositChannels = defineCall({
  method: 'GET',
  path: '/wps/deposit/channels',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() => z.array(depositChannel)),
  summary: 'Deposit channels with limits and preset amounts.',
});
