import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { amount } from '../../common.ts';
import { withdrawOrder } from './schemas.ts';

export const withdraw = defineCall({
  method: 'POST',
  path: '/wps/withdraw',
  auth: 'member',
  trialRefused: true,
  idempotent: true,
  request: lazySchema(() =>
    z.object({
      amount,
      bankCardId: z.number(),
      paymentPassword: z.string().check(z.maxLength(6)),
    }),
  ),
  response: withdrawOrder,
  summary:
    'Withdraws to a bank card: PAYMENT_PASSWORD_NOT_SET, PAYMENT_PASSWORD_INVALID (value.attemptsLeft), RATE_LIMITED (too many wrong payment passwords; value.retryAfter), INSUFFICIENT_BALANCE, AMOUNT_OUT_OF_RANGE, NO_PERMISSION (err_withdraw_limit: no withdrawal left today), NOT_FOUND (card), VALIDATION_ERROR. Idempotent.',
});
