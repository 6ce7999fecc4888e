import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const removeFavourite = defineCall({
  method: 'DELETE',
  path: '/wps/game/favourite',
  auth: 'member',
  request: lazySchema(() => z.object({ nodeId: z.string(), vendor: z.string() })),
  response: lazySchema(() => z.object({ nodeId: z.string(), favourite: z.boolean() })),
  summary: 'Removes a favourite.',
});
