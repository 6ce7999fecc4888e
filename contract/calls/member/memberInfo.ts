import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { memberInfo as memberInfoShape } from './schemas.ts';

export const memberInfo = defineCall({
  method: 'GET',
  path: '/wps/member/info',
  auth: 'member',
  request: lazySchema(() => z.object({})),
  response: memberInfoShape,
  summary: 'The logged-in member.',
});
