import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage, page, paging } from '../../common.ts';
import { inboxMessage } from './schemas.ts';

export const inbox = defineCall({
  method: 'GET',
  path: '/wps/message/inbox',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ ...paging, language: optLanguage })),
  response: lazySchema(() => page(inboxMessage)),
  summary: 'Inbox messages, newest first.',
});
