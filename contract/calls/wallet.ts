// Deposit channels and orders, withdraw, bank cards.
import * as z from 'zod/mini';
import { defineCall, lazySchema } from '../define.ts';
import { amount, ok, page, paging, qInt } from '../common.ts';

export const depositChannel = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    type: z.enum(['BANK', 'PIX', 'EWALLET', 'USDT', 'QR']),
    minAmount: z.number(),
    maxAmount: z.number(),
    presetAmounts: z.array(z.number()),
    /** Fee in percent. */
    feeRate: z.number(),
    iconUrl: z.string(),
    instructions: z.string(),
  }),
);

export const ORDER_STATUSES = ['PENDING', 'PAID', 'SUCCESS', 'FAILED', 'CANCELLED'] as const;
export const depositOrder = lazySchema(() =>
  z.object({
    orderId: z.string(),
    channelId: z.number(),
    channelName: z.string(),
    amount: z.number(),
    status: z.enum(ORDER_STATUSES),
    /** What to pay to: bank account, PIX key or wallet address. */
    payTo: z.object({ label: z.string(), value: z.string(), holder: z.string() }),
    /** A payment page URL, '' when paying by transfer. */
    payUrl: z.string(),
    createdAt: z.number(),
    expiresAt: z.number(),
  }),
);

export const bankCard = lazySchema(() =>
  z.object({
    id: z.number(),
    bankCode: z.string(),
    bankName: z.string(),
    accountName: z.string(),
    /** Masked: only the last 4 digits. */
    accountNumber: z.string(),
    isDefault: z.boolean(),
  }),
);

export const withdrawOrder = lazySchema(() =>
  z.object({
    orderId: z.string(),
    amount: z.number(),
    fee: z.number(),
    status: z.enum(ORDER_STATUSES),
    bankCardId: z.number(),
    /** The card paid to, as it was when the withdrawal was made (the card may be removed since). */
    bankName: z.string(),
    /** Masked: only the last 4 digits. */
    accountNumber: z.string(),
    createdAt: z.number(),
    /** The balance right after this withdrawal was debited. */
    balance: z.number(),
  }),
);

export const walletCalls = {
  depositChannels: defineCall({
    method: 'GET',
    path: '/wps/deposit/channels',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({})),
    response: lazySchema(() => z.array(depositChannel)),
    summary: 'Deposit channels with limits and preset amounts.',
  }),
  createDeposit: defineCall({
    method: 'POST',
    path: '/wps/deposit/order',
    auth: 'member',
    trialRefused: true,
    idempotent: true,
    request: lazySchema(() =>
      z.object({
        channelId: z.number(),
        amount,
        payerName: z.optional(z.string().check(z.maxLength(64))),
      }),
    ),
    response: depositOrder,
    summary: 'Creates a deposit order: AMOUNT_OUT_OF_RANGE, NOT_FOUND (channel). Idempotent.',
  }),
  depositOrders: defineCall({
    method: 'GET',
    path: '/wps/deposit/orders',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ ...paging })),
    response: lazySchema(() => page(depositOrder)),
    summary: 'The member’s deposit orders, newest first.',
  }),
  withdrawInfo: defineCall({
    method: 'GET',
    path: '/wps/withdraw/info',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({})),
    response: lazySchema(() =>
      z.object({
        balance: z.number(),
        withdrawable: z.number(),
        minAmount: z.number(),
        maxAmount: z.number(),
        dailyCountLeft: z.number(),
        feeRate: z.number(),
        hasPaymentPassword: z.boolean(),
        bankCards: z.array(bankCard),
      }),
    ),
    summary: 'Withdraw limits, balance, bank cards and whether a payment password is set.',
  }),
  banks: defineCall({
    method: 'GET',
    path: '/wps/withdraw/banks',
    auth: 'member',
    request: lazySchema(() => z.object({})),
    response: lazySchema(() => z.array(z.object({ code: z.string(), name: z.string() }))),
    summary: 'Banks a card may be added for (by merchant currency).',
  }),
  bankCards: defineCall({
    method: 'GET',
    path: '/wps/member/bankcards',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({})),
    response: lazySchema(() => z.array(bankCard)),
    summary: 'The member’s bank cards.',
  }),
  addBankCard: defineCall({
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
  }),
  removeBankCard: defineCall({
    method: 'DELETE',
    path: '/wps/member/bankcards/{id}',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ id: qInt })),
    response: ok,
    summary: 'Removes a bank card.',
  }),
  withdraw: defineCall({
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
  }),
  withdrawOrders: defineCall({
    method: 'GET',
    path: '/wps/withdraw/orders',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ ...paging })),
    response: lazySchema(() => page(withdrawOrder)),
    summary: 'The member’s withdrawals, newest first.',
  }),
};
