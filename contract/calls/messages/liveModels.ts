import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { qBool } from '../../common.ts';

export const liveModels = defineCall({
  method: 'GET',
  path: '/wps/live/models',
  auth: 'optional',
  request: lazySchema(() => z.object({ active: z.optional(qBool), streaming: z.optional(qBool) })),
  response: lazySchema(() =>
    z.object({
      list: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          avatarUrl: z.string(),
          active: z.boolean(),
          streaming: z.boolean(),
        }),
      ),
      /** Whether the member has a live model (m_live banners need one). */
      hasLiveModel: z.boolean(),
    }),
  ),
  summary: 'Live stream models, filtered by active/streaming.',
});
