import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { WalletDeps } from './deps';
import { WithdrawForm, fieldOf, type WithdrawInfo } from './WithdrawForm';

const info = (over: Partial<WithdrawInfo> = {}): WithdrawInfo => ({
  balance: 150,
  withdrawable: 150,
  minAmount: 100,
  maxAmount: 50000,
  dailyCountLeft: 5,
  feeRate: 1,
  hasPaymentPassword: true,
  bankCards: [
    {
      id: 7,
      bankCode: 'ICBC',
      bankName: 'ICBC',
      accountName: 'Maria',
      accountNumber: '**** 1234',
      isDefault: true,
    },
  ],
  ...over,
});

function deps(call: WalletDeps['api']['call']): WalletDeps {
  return {
    api: { call },
    isTrial: () => false,
    channels: () => [],
    reloadBalance: vi.fn(() => Promise.resolve()),
    now: () => 0,
    setInterval: () => 0,
    clearInterval: () => undefined,
  };
}

describe('WithdrawForm', () => {
  it('guides a member without a payment password, then without a card, and keeps the amount', async () => {
    const call = vi.fn().mockResolvedValueOnce(info({ hasPaymentPassword: false, bankCards: [] }));
    const form = new WithdrawForm(deps(call));
    await form.load();
    form.setAmount('120');
    expect(form.step).toBe('password');
    call.mockResolvedValueOnce({ ok: true }).mockResolvedValueOnce(info({ bankCards: [] }));
    form.passwordSetup.setPassword('246810');
    form.passwordSetup.setConfirm('246810');
    expect(await form.passwordSetup.submit()).toBe(true);
    expect(form.step).toBe('card');
    expect(form.amountText).toBe('120');
  });

  it('checks the amount with the fee against the balance, and "all" fills the most allowed', async () => {
    const form = new WithdrawForm(deps(vi.fn().mockResolvedValue(info())));
    await form.load();
    form.setAmount('149');
    expect(form.amountProblem).toBe('balance');
    form.all();
    expect(form.amountText).toBe('148.51');
    expect(form.amountProblem).toBeNull();
  });

  it('keeps a refusal by its field, clears the password and keeps the amount', async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce(info())
      .mockRejectedValueOnce(new ApiError('PAYMENT_PASSWORD_INVALID', 400, 'err_payment_password'));
    const form = new WithdrawForm(deps(call));
    await form.load();
    form.setAmount('120');
    form.setPaymentPassword('000000');
    expect(await form.submit()).toBeNull();
    expect(form.refusedField).toBe('paymentPassword');
    expect(form.paymentPassword).toBe('');
    expect(form.amountText).toBe('120');
    expect(call.mock.calls[1]![2]).toEqual({ intent: 'withdraw:7:120.00' });
  });

  it('maps every refusal the contract names to its field', () => {
    expect(fieldOf(new ApiError('INSUFFICIENT_BALANCE', 400, ''))).toBe('amount');
    expect(fieldOf(new ApiError('AMOUNT_OUT_OF_RANGE', 400, ''))).toBe('amount');
    expect(fieldOf(new ApiError('PAYMENT_PASSWORD_NOT_SET', 400, ''))).toBe('paymentPassword');
    expect(fieldOf(new ApiError('VALIDATION_ERROR', 400, '', { fields: { amount: 'x' } }))).toBe('amount');
    expect(fieldOf(new ApiError('CONFLICT', 409, ''))).toBe('form');
  });
});
