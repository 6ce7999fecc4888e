import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const contractRequests = defineCall({
  method: 'GET',
  path: '/wps/agent/contract/requests',
  auth: 'member',
  request: lazySchema(() => z.object({})),
  response: lazySchema(() =>
    z.object({
      /** Pending daily-salary contract requests. */
      dailysalreqtype: z.number(),
      /** Pending dividend contract requests. */
      divtypecompperiodreq: z.number(),
      /** Pending hourly-salary contract requests. */
      contracthoursalreq: z.number(),
    }),
  ),
  summary: 'Pending agent contract requests by kind (0 for types 4, 40, 41, 42).',
});
