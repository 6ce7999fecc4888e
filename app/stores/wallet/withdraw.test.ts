import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { fakeWalletDeps, testCard } from './testing';
import { WithdrawForm, fieldOf, type WithdrawInfo } from './WithdrawForm';

const info = (over: Partial<WithdrawInfo> = {}): WithdrawInfo => ({
  balance: 150,
  withdrawable: 150,
  minAmount: 100,
  maxAmount: 50000,
  dailyCountLeft: 5,
  feeRate: 1,
  hasPaymentPassword: true,
  bankCards: [testCard],
  ...over,
});

const deps = fakeWalletDeps;

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
      .mockRejectedValueOnce(new ApiError('PAYMENT_PASSWORD_INVALID', 400, 'err_payment_password'))
      .mockResolvedValueOnce(info({ withdrawable: 140 }));
    const form = new WithdrawForm(deps(call));
    await form.load();
    form.setAmount('120');
    form.setPaymentPassword('000000');
    expect(await form.submit()).toBeNull();
    expect(form.refusedField).toBe('paymentPassword');
    expect(form.paymentPassword).toBe('');
    // The cleared password is not shown as the player's mistake; the refusal is.
    expect(form.passwordProblem).toBeNull();
    expect(form.amountText).toBe('120');
    expect(call.mock.calls[1]![2]).toEqual({ intent: 'withdraw:7:120.00' });
    // What the page shows is read again after a refusal (the platform may have changed since).
    await vi.waitFor(() => expect(form.info?.withdrawable).toBe(140));
    expect(form.amountText).toBe('120');
  });

  it('does not read the page again after a failure that never reached an answer', async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce(info())
      .mockRejectedValueOnce(new ApiError('TIMEOUT', 0, ''));
    const form = new WithdrawForm(deps(call));
    await form.load();
    form.setAmount('120');
    form.setPaymentPassword('123456');
    expect(await form.submit()).toBeNull();
    expect(call).toHaveBeenCalledTimes(2);
    expect(form.refusedField).toBe('form');
  });

  it('maps every refusal the contract names to its field', () => {
    expect(fieldOf(new ApiError('INSUFFICIENT_BALANCE', 400, ''))).toBe('amount');
    expect(fieldOf(new ApiError('AMOUNT_OUT_OF_RANGE', 400, ''))).toBe('amount');
    expect(fieldOf(new ApiError('PAYMENT_PASSWORD_INVALID', 400, ''))).toBe('paymentPassword');
    expect(fieldOf(new ApiError('RATE_LIMITED', 429, ''))).toBe('paymentPassword');
    expect(fieldOf(new ApiError('PAYMENT_PASSWORD_NOT_SET', 409, ''))).toBe('form');
    expect(fieldOf(new ApiError('NOT_FOUND', 404, ''))).toBe('bankCardId');
    expect(fieldOf(new ApiError('NO_PERMISSION', 403, 'err_withdraw_limit'))).toBe('form');
    expect(fieldOf(new ApiError('VALIDATION_ERROR', 400, '', { fields: { amount: 'x' } }))).toBe('amount');
    expect(fieldOf(new ApiError('CONFLICT', 409, ''))).toBe('form');
  });
});
