import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const uploadRewardImage = defineCall({
  method: 'POST',
  path: '/wps/promotion/reward/image',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() =>
    z.object({
      fileName: z.string().check(z.maxLength(200)),
      contentType: z.string(),
      /** The file, base64. */
      data: z.string(),
    }),
  ),
  response: lazySchema(() => z.object({ pictureId: z.string(), url: z.string() })),
  summary: 'Stores a reward image (checked by content, not by name): IMAGE_TYPE, IMAGE_TOO_LARGE.',
});
