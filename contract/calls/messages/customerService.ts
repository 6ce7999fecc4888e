import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';

export const customerService = defineCall({
  method: 'GET',
  path: '/wps/customer-service',
  auth: 'none',
  request: lazySchema(() => z.object({ language: optLanguage })),
  response: lazySchema(() =>
    z.object({
      version: z.object({
        pathList: z.array(z.object({ type: z.string(), title: z.string(), path: z.string() })),
      }),
    }),
  ),
  summary: "Customer service entries; type '3' are the links the app shows (whatsapp, CS).",
});
