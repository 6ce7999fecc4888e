// Deposit channels and orders, withdraw, bank cards.
import * as z from '../../schema.ts';
import { lazySchema } from '../../define.ts';

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
