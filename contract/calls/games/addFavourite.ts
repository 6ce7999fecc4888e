import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const addFavourite = defineCall({
  method: 'POST',
  path: '/wps/game/favourite',
  auth: 'member',
  request: lazySchema(() => z.object({ nodeId: z.string(), vendor: z.string() })),
  response: lazySchema(() => z.object({ nodeId: z.string(), favourite: z.boolean() })),
  summary: 'Adds a favourite (NOT_FOUND for an unknown game).',
});
