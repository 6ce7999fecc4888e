// Deposit channels and orders, withdrawals, bank cards.
import type { Context, Hono } from 'hono';
import * as z from '../../contract/schema.ts';
import { contract } from '../../contract/index.ts';
import type { Db } from '../db.ts';
import { type Platform, fail, invalid } from '../platform.ts';
import { newId } from '../security.ts';
import { round2 } from '../seed/index.ts';
import type { MerchantConfig } from '../seed/merchants.ts';
import { addTransaction, checkPaymentPassword, dayOf, qualifyReferral } from './member.ts';
import { refuseOverDepositLimit } from './responsibleGaming.ts';

interface DepositRow {
  order_id: string;
  member_id: number;
  channel_id: number;
  amount: number;
  status: 'PENDING' | 'PAID' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  payer_name: string;
  created_at: number;
  /** The channel's fee on the amount, quoted when the order was made. */
  fee: number;
}
interface CardRow {
  id: number;
  member_id: number;
  bank_code: string;
  account_name: string;
  account_number: string;
  is_default: number;
}
interface WithdrawRow {
  order_id: string;
  bank_card_id: number;
  amount: number;
  fee: number;
  status: 'PENDING' | 'PAID' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  created_at: number;
  bank_name: string;
  account_number: string;
  balance_after: number;
}

/** A withdrawal as the contract shows it. */
const withdrawalOf = (r: WithdrawRow) => ({
  orderId: r.order_id,
  amount: r.amount,
  fee: r.fee,
  status: r.status,
  bankCardId: r.bank_card_id,
  bankName: r.bank_name,
  accountNumber: r.account_number,
  createdAt: r.created_at,
  balance: round2(r.balance_after),
});

export const DEPOSIT_TTL_MS = 30 * 60_000;
/** A withdrawal is paid out this long after it was made: the merchant's review, played by the clock. */
export const WITHDRAW_REVIEW_MS = 15 * 60_000;
export const MAX_BANK_CARDS = 5;

export function depositOf(m: MerchantConfig, d: DepositRow) {
  const ch = m.depositChannels.find((c) => c.id === d.channel_id);
  return {
    orderId: d.order_id,
    channelId: d.channel_id,
    channelName: ch?.name ?? '',
    amount: d.amount,
    status: d.status,
    payTo: ch?.payTo ?? { label: '', value: '', holder: '' },
    payUrl: d.status === 'PENDING' ? `/sim/pay/${d.order_id}` : '',
    createdAt: d.created_at,
    expiresAt: d.created_at + DEPOSIT_TTL_MS,
  };
}

/** Cancels the pending deposits no one paid in time, as the payment provider would close them. */
export function expireDeposits(db: Db, now: number): void {
  db.run(
    "UPDATE deposits SET status = 'CANCELLED' WHERE status = 'PENDING' AND created_at + ? < ?",
    DEPOSIT_TTL_MS,
    now,
  );
}

/** Cents the provider declines: an order of x.13 fails when it settles on its own (demo and tests). */
export const DECLINED_CENTS = 13;

/**
 * Settles the pending deposits of channels that confirm on their own (`settleAfterMs`) once that
 * time has passed: SUCCESS with the credit and its ledger line, dated when the provider confirmed,
 * or FAILED for an amount ending in .13. Orders of other channels wait to be paid or expire.
 */
export function settleDueDeposits(
  db: Db,
  merchantOf: (code: string) => MerchantConfig | undefined,
  now: number,
): void {
  const pending = db.all<DepositRow & { merchant: string }>(
    `SELECT d.*, m.merchant FROM deposits d JOIN members m ON m.id = d.member_id
     WHERE d.status = 'PENDING' ORDER BY d.created_at`,
  );
  for (const d of pending) {
    const after = merchantOf(d.merchant)?.depositChannels.find((c) => c.id === d.channel_id)?.settleAfterMs;
    if (after === undefined || d.created_at + after > now) continue;
    const declined = Math.round(d.amount * 100) % 100 === DECLINED_CENTS;
    settleDeposit(db, d.order_id, declined ? 'FAILED' : 'SUCCESS', d.created_at + after);
  }
}

/** Pays out the withdrawals whose review time has passed: the order and its transaction succeed. */
export function settleWithdrawals(db: Db, now: number): void {
  const due = db.all<{ order_id: string }>(
    "SELECT order_id FROM withdrawals WHERE status = 'PENDING' AND created_at + ? <= ?",
    WITHDRAW_REVIEW_MS,
    now,
  );
  if (!due.length) return;
  db.tx(() => {
    for (const { order_id } of due) {
      db.run("UPDATE withdrawals SET status = 'SUCCESS' WHERE order_id = ?", order_id);
      db.run(
        "UPDATE transactions SET status = 'SUCCESS' WHERE type = 'WITHDRAW' AND status = 'PENDING' AND remark = ?",
        `Withdrawal ${order_id}`,
      );
    }
  });
}

/**
 * Ends a pending deposit as the payment provider would: SUCCESS credits the wallet once with the
 * amount less the channel's fee (what the deposit screen said would be credited), with its ledger
 * line; FAILED credits nothing. False when the order is unknown, already final or expired.
 */
export function settleDeposit(db: Db, orderId: string, status: 'SUCCESS' | 'FAILED', now: number): boolean {
  return db.tx(() => {
    const d = db.get<DepositRow>('SELECT * FROM deposits WHERE order_id = ?', orderId);
    if (!d || d.status !== 'PENDING' || now > d.created_at + DEPOSIT_TTL_MS) return false;
    db.run('UPDATE deposits SET status = ? WHERE order_id = ?', status, orderId);
    if (status === 'FAILED') return true;
    const credited = round2(d.amount - d.fee);
    db.run(
      'UPDATE members SET balance = round(balance + ?, 2), deposit_total = deposit_total + ? WHERE id = ?',
      credited,
      d.amount,
      d.member_id,
    );
    const balance = db.get<{ balance: number }>(
      'SELECT balance FROM members WHERE id = ?',
      d.member_id,
    )!.balance;
    addTransaction(db, d.member_id, now, 'DEPOSIT', credited, balance, `Deposit ${orderId}`);
    qualifyReferral(db, d.member_id, now);
    return true;
  });
}

/** Confirms a pending deposit (the demo payment page): credits the wallet once. */
export function confirmDeposit(db: Db, orderId: string, now: number): boolean {
  return settleDeposit(db, orderId, 'SUCCESS', now);
}

const settleInput = z.object({ status: z.enum(['SUCCESS', 'FAILED']) });

/**
 * Control routes (`/__sim/`) for deposits and withdrawals: a member's orders as stored (tests count
 * them), and a pending deposit paid or failed as the payment provider would.
 */
export function registerWalletControl(app: Hono, p: Platform): void {
  const db = p.db;
  const bad = (c: Context, status: 400 | 404 | 409, code: string) =>
    c.json(
      { success: false, code, message: code === 'NOT_FOUND' ? 'err_not_found' : 'err_invalid_format' },
      status,
    );
  /** The member the path names, at `?merchant=` or the merchant the request resolves to. */
  const memberOf = (c: Context, username: string) =>
    db.get<{ id: number }>(
      'SELECT id FROM members WHERE merchant = ? AND username = ?',
      c.req.query('merchant') ?? p.resolveMerchant(c).code,
      username,
    );
  app.get('/__sim/members/:username/deposits', (c) => {
    const member = memberOf(c, c.req.param('username'));
    if (!member) return bad(c, 404, 'NOT_FOUND');
    const now = p.clock.now();
    settleDueDeposits(db, (code) => p.merchant(code), now);
    expireDeposits(db, now);
    const rows = db.all<DepositRow>(
      'SELECT * FROM deposits WHERE member_id = ? ORDER BY created_at DESC',
      member.id,
    );
    return c.json({
      success: true,
      code: 0,
      message: '',
      value: rows.map((r) => ({
        orderId: r.order_id,
        channelId: r.channel_id,
        amount: r.amount,
        status: r.status,
        createdAt: r.created_at,
      })),
    });
  });
  app.get('/__sim/members/:username/withdrawals', (c) => {
    const member = memberOf(c, c.req.param('username'));
    if (!member) return bad(c, 404, 'NOT_FOUND');
    settleWithdrawals(db, p.clock.now());
    const rows = db.all<WithdrawRow>(
      'SELECT * FROM withdrawals WHERE member_id = ? ORDER BY created_at DESC, rowid DESC',
      member.id,
    );
    return c.json({ success: true, code: 0, message: '', value: rows.map(withdrawalOf) });
  });
  app.post('/__sim/deposits/:orderId', async (c) => {
    const r = settleInput.safeParse(await c.req.json().catch(() => null));
    if (!r.success) return bad(c, 400, 'VALIDATION_ERROR');
    const orderId = c.req.param('orderId');
    if (!db.get('SELECT 1 AS x FROM deposits WHERE order_id = ?', orderId)) return bad(c, 404, 'NOT_FOUND');
    if (!settleDeposit(db, orderId, r.data.status, p.clock.now())) return bad(c, 409, 'CONFLICT');
    return c.json({ success: true, code: 0, message: '', value: { orderId, status: r.data.status } });
  });
}

const card = (r: CardRow, m: MerchantConfig) => ({
  id: r.id,
  bankCode: r.bank_code,
  bankName: m.banks.find((b) => b.code === r.bank_code)?.name ?? r.bank_code,
  accountName: r.account_name,
  accountNumber: `**** ${r.account_number.slice(-4)}`,
  isDefault: Boolean(r.is_default),
});

export function registerWallet(p: Platform): void {
  const db = p.db;
  p.whenTimePasses((now) => {
    // Settled first: an order its provider confirmed in time is not cancelled for being seen late.
    settleDueDeposits(db, (code) => p.merchant(code), now);
    expireDeposits(db, now);
    settleWithdrawals(db, now);
  });
  const cardsOf = (memberId: number) =>
    db.all<CardRow>('SELECT * FROM bank_cards WHERE member_id = ? ORDER BY is_default DESC, id', memberId);
  const page = <T>(rows: T[], pageNo: number, pageSize: number, total: number) => ({
    content: rows,
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    totalElements: total,
  });

  p.memberOnly('depositChannels', contract.depositChannels, ({ merchant }) =>
    merchant.depositChannels.map((c) => ({
      id: c.id,
      name: c.name,
      type: c.type,
      minAmount: c.minAmount,
      maxAmount: c.maxAmount,
      presetAmounts: c.presetAmounts,
      feeRate: c.feeRate,
      iconUrl: `/sim/img/channel/${c.type.toLowerCase()}.svg`,
      instructions: c.instructions,
    })),
  );

  p.memberOnly('createDeposit', contract.createDeposit, ({ input, member, merchant, now }) => {
    const ch = merchant.depositChannels.find((c) => c.id === input.channelId);
    if (!ch) return fail('NOT_FOUND', { fields: { channelId: 'err_not_found' } });
    if (!(input.amount >= ch.minAmount && input.amount <= ch.maxAmount))
      return fail('AMOUNT_OUT_OF_RANGE', {
        min: ch.minAmount,
        max: ch.maxAmount,
        fields: { amount: 'err_amount_range' },
      });
    refuseOverDepositLimit(db, member.id, input.amount, now);
    const orderId = `D${now.toString(36).toUpperCase()}${newId(4)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')}`;
    db.run(
      `INSERT INTO deposits (order_id, member_id, channel_id, amount, status, payer_name, created_at, fee)
       VALUES (?, ?, ?, ?, 'PENDING', ?, ?, ?)`,
      orderId,
      member.id,
      ch.id,
      round2(input.amount),
      input.payerName ?? '',
      now,
      round2((round2(input.amount) * ch.feeRate) / 100),
    );
    return depositOf(merchant, db.get<DepositRow>('SELECT * FROM deposits WHERE order_id = ?', orderId)!);
  });

  p.memberOnly('depositOrders', contract.depositOrders, ({ input, member, merchant }) => {
    const pageNo = input.pageNo ?? 1;
    const pageSize = input.pageSize ?? 20;
    const total = db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?',
      member.id,
    )!.n;
    const rows = db.all<DepositRow>(
      'SELECT * FROM deposits WHERE member_id = ? ORDER BY created_at DESC LIMIT ? OFFSET ?',
      member.id,
      pageSize,
      (pageNo - 1) * pageSize,
    );
    return page(
      rows.map((r) => depositOf(merchant, r)),
      pageNo,
      pageSize,
      total,
    );
  });

  const withdrawalsToday = (memberId: number, now: number) =>
    db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ? AND created_at >= ? AND status != 'CANCELLED'",
      memberId,
      Date.parse(`${dayOf(now)}T00:00:00Z`),
    )!.n;

  p.memberOnly('withdrawInfo', contract.withdrawInfo, ({ member, merchant, now }) => ({
    balance: round2(member.balance),
    withdrawable: round2(Math.max(0, member.balance)),
    minAmount: merchant.withdraw.minAmount,
    maxAmount: merchant.withdraw.maxAmount,
    dailyCountLeft: Math.max(0, merchant.withdraw.dailyCount - withdrawalsToday(member.id, now)),
    feeRate: merchant.withdraw.feeRate,
    hasPaymentPassword: Boolean(member.payment_password_hash),
    bankCards: cardsOf(member.id).map((r) => card(r, merchant)),
  }));

  p.memberOnly('banks', contract.banks, ({ merchant }) => merchant.banks);

  p.memberOnly('bankCards', contract.bankCards, ({ member, merchant }) =>
    cardsOf(member.id).map((r) => card(r, merchant)),
  );

  p.memberOnly('addBankCard', contract.addBankCard, async ({ input, member, merchant, now }) => {
    const fields: Record<string, string> = {};
    if (!merchant.banks.some((b) => b.code === input.bankCode)) fields.bankCode = 'err_invalid_format';
    if (!/^[\p{L} .'-]{2,64}$/u.test(input.accountName)) fields.accountName = 'err_real_name_format';
    const number = input.accountNumber.replace(/\s+/g, '');
    if (!/^[0-9A-Za-z-]{6,34}$/.test(number)) fields.accountNumber = 'err_invalid_format';
    if (!input.paymentPassword) fields.paymentPassword = 'err_required';
    if (Object.keys(fields).length) return invalid(fields);
    await checkPaymentPassword(db, member.id, input.paymentPassword, now);
    const existing = cardsOf(member.id);
    if (existing.some((c) => c.account_number === number && c.bank_code === input.bankCode))
      return fail('CONFLICT', { fields: { accountNumber: 'err_bank_card_exists' } }, 'err_bank_card_exists');
    if (existing.length >= MAX_BANK_CARDS)
      return fail('CONFLICT', { max: MAX_BANK_CARDS }, 'err_bank_card_limit');
    const { lastInsertRowid } = db.run(
      `INSERT INTO bank_cards (member_id, bank_code, account_name, account_number, is_default, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      member.id,
      input.bankCode,
      input.accountName.trim(),
      number,
      existing.length ? 0 : 1,
      now,
    );
    return card(db.get<CardRow>('SELECT * FROM bank_cards WHERE id = ?', lastInsertRowid)!, merchant);
  });

  p.memberOnly('removeBankCard', contract.removeBankCard, ({ input, member }) => {
    const { changes } = db.run('DELETE FROM bank_cards WHERE id = ? AND member_id = ?', input.id, member.id);
    if (!changes) return fail('NOT_FOUND');
    const first = cardsOf(member.id)[0];
    if (first && !first.is_default) db.run('UPDATE bank_cards SET is_default = 1 WHERE id = ?', first.id);
    return { ok: true };
  });

  p.memberOnly('withdraw', contract.withdraw, async ({ input, member, merchant, now }) => {
    if (!member.payment_password_hash) return fail('PAYMENT_PASSWORD_NOT_SET');
    const c = db.get<CardRow>(
      'SELECT * FROM bank_cards WHERE id = ? AND member_id = ?',
      input.bankCardId,
      member.id,
    );
    if (!c) return fail('NOT_FOUND', { fields: { bankCardId: 'err_not_found' } });
    const { minAmount, maxAmount, feeRate, dailyCount } = merchant.withdraw;
    if (!(input.amount >= minAmount && input.amount <= maxAmount))
      return fail('AMOUNT_OUT_OF_RANGE', {
        min: minAmount,
        max: maxAmount,
        fields: { amount: 'err_amount_range' },
      });
    if (withdrawalsToday(member.id, now) >= dailyCount)
      return fail('NO_PERMISSION', { dailyCount }, 'err_withdraw_limit');
    await checkPaymentPassword(db, member.id, input.paymentPassword, now);
    const amount = round2(input.amount);
    const fee = round2((amount * feeRate) / 100);
    return db.tx(() => {
      // The daily count is checked again here, after the password check's await, and the order
      // inserted in the same synchronous transaction: the check reserves the slot, so parallel
      // withdrawals never pass the limit.
      if (withdrawalsToday(member.id, now) >= dailyCount)
        return fail('NO_PERMISSION', { dailyCount }, 'err_withdraw_limit');
      // Checked and debited in one statement: concurrent withdrawals cannot overdraw.
      const { changes } = db.run(
        'UPDATE members SET balance = round(balance - ?, 2) WHERE id = ? AND balance >= ?',
        amount + fee,
        member.id,
        amount + fee,
      );
      if (!changes) return fail('INSUFFICIENT_BALANCE');
      const balance = db.get<{ balance: number }>(
        'SELECT balance FROM members WHERE id = ?',
        member.id,
      )!.balance;
      const shown = card(c, merchant);
      const orderId = `W${now.toString(36).toUpperCase()}${newId(4)
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, 'X')}`;
      db.run(
        `INSERT INTO withdrawals (order_id, member_id, bank_card_id, amount, fee, status, created_at,
           bank_name, account_number, balance_after)
         VALUES (?, ?, ?, ?, ?, 'PENDING', ?, ?, ?, ?)`,
        orderId,
        member.id,
        c.id,
        amount,
        fee,
        now,
        shown.bankName,
        shown.accountNumber,
        balance,
      );
      addTransaction(
        db,
        member.id,
        now,
        'WITHDRAW',
        -(amount + fee),
        balance,
        `Withdrawal ${orderId}`,
        'PENDING',
      );
      return withdrawalOf(db.get<WithdrawRow>('SELECT * FROM withdrawals WHERE order_id = ?', orderId)!);
    });
  });

  p.memberOnly('withdrawOrders', contract.withdrawOrders, ({ input, member }) => {
    const pageNo = input.pageNo ?? 1;
    const pageSize = input.pageSize ?? 20;
    const total = db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?',
      member.id,
    )!.n;
    const rows = db.all<WithdrawRow>(
      'SELECT * FROM withdrawals WHERE member_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?',
      member.id,
      pageSize,
      (pageNo - 1) * pageSize,
    );
    return page(rows.map(withdrawalOf), pageNo, pageSize, total);
  });
}
