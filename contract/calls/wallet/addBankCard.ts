import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { bankCard } from './schemas.ts';

export const addBankCard = defineCall({
  method: 'POST',
  path: '/wps/member/bankcards',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() =>
    z.object({
      bankCode: z.string().check(z.maxLength(16)),
      accountName: z.string().check(z.maxLength(64)),
      accountNumber: z.string().check(z.maxLength(34)),
      paymentPassword: z.string().check(z.maxLength(6)),
    }),
  ),
  response: bankCard,
  summary:
    'Adds a bank card (payment password required): VALIDATION_ERROR, PAYMENT_PASSWORD_NOT_SET, PAYMENT_PASSWORD_INVALID, RATE_LIMITED (wrong payment passwords), CONFLICT (duplicate: err_bank_card_exists; too many cards: err_bank_card_limit).',
});
