import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { promoAvailability as promoAvailabilityShape } from './schemas.ts';

export const promoAvailability = defineCall({
  method: 'GET',
  path: '/wps/promotion/availability',
  auth: 'optional',
  request: lazySchema(() => z.object({})),
  response: promoAvailabilityShape,
  summary: 'Per promotion kind: enabled and the member’s available count (0 for guests).',
});
