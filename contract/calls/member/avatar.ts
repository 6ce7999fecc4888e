import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const avatar = defineCall({
  method: 'GET',
  path: '/wps/member/avatar',
  auth: 'member',
  request: lazySchema(() => z.object({})),
  response: lazySchema(() =>
    z.object({
      avatarId: z.number(),
      url: z.string(),
      options: z.array(z.object({ avatarId: z.number(), url: z.string() })),
    }),
  ),
  summary: 'The member’s head icon and the icons to choose from.',
});
