import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { qInt } from '../../common.ts';

export const addRecent = defineCall({
  method: 'GET',
  path: '/wps/game/recent/add',
  auth: 'member',
  request: lazySchema(() => z.object({ nodeId: z.string(), clientType: z.optional(qInt) })),
  response: lazySchema(() => z.object({ nodeId: z.string() })),
  summary: 'Records a played game (GET, as the platform does).',
});
