import { describe, expect, it, vi } from 'vitest';
import type { WalletDeps } from './deps';
import { DepositForm, parseAmount, type DepositChannel, type DepositOrder } from './DepositForm';
import { DepositOrderTracker } from './DepositOrderTracker';
import { PagedRecords } from '../records/PagedRecords';

const channel: DepositChannel = {
  id: 1,
  name: 'Bank transfer',
  type: 'BANK',
  minAmount: 50,
  maxAmount: 1000,
  presetAmounts: [100, 200],
  feeRate: 1.5,
  iconUrl: '',
  instructions: '',
};

const order = (over: Partial<DepositOrder> = {}): DepositOrder => ({
  orderId: 'D1',
  channelId: 1,
  channelName: 'Bank transfer',
  amount: 100,
  status: 'PENDING',
  payTo: { label: 'Account', value: '6222', holder: 'Aurum' },
  payUrl: '/sim/pay/D1',
  createdAt: 1_000_000,
  expiresAt: 1_000_000 + 30 * 60_000,
  ...over,
});

function deps(call: WalletDeps['api']['call'], now = { t: 1_000_000 }): WalletDeps {
  const timers = new Map<number, () => void>();
  let id = 0;
  return {
    api: { call },
    isTrial: () => false,
    channels: () => [channel],
    reloadBalance: vi.fn(() => Promise.resolve()),
    now: () => now.t,
    setInterval: (fn) => {
      timers.set(++id, fn);
      return id;
    },
    clearInterval: (i) => void timers.delete(i as number),
  };
}

describe('parseAmount', () => {
  it('reads up to two decimals with a point or a comma', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });
});

describe('DepositForm', () => {
  it('checks the amount against the channel as it is typed and shows fee and credited amount', () => {
    const form = new DepositForm(deps(vi.fn()));
    expect(form.shownAmountProblem).toBeNull();
    form.setAmount('10');
    expect(form.shownAmountProblem).toBe('min');
    form.setAmount('2000');
    expect(form.shownAmountProblem).toBe('max');
    form.pickPreset(200);
    expect(form.shownAmountProblem).toBeNull();
    expect(form.fee).toBe(3);
    expect(form.credited).toBe(197);
  });

  it('sends one intent per channel and amount, and keeps what was typed when it fails', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(order());
    const form = new DepositForm(deps(call));
    form.setAmount('100');
    expect(await form.submit()).toBeNull();
    expect(form.amountText).toBe('100');
    expect(await form.submit()).toMatchObject({ orderId: 'D1' });
    expect(call.mock.calls[0]![2]).toEqual({ intent: 'deposit:1:100.00' });
    expect(call.mock.calls[1]![2]).toEqual({ intent: 'deposit:1:100.00' });
  });

  it('does not call the platform for an empty amount or a trial account', async () => {
    const call = vi.fn();
    const d = deps(call);
    const form = new DepositForm(d);
    expect(await form.submit()).toBeNull();
    expect(form.shownAmountProblem).toBe('required');
    d.isTrial = () => true;
    form.setAmount('100');
    expect(await form.submit()).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});

describe('DepositOrderTracker', () => {
  it('counts down on the platform clock and reloads the balance once the order succeeds', async () => {
    const clock = { t: 5_000 };
    const call = vi
      .fn()
      .mockResolvedValue({ content: [order({ status: 'SUCCESS' })], pageNum: 1, totalPages: 1 });
    const d = deps(call, clock);
    const tracker = new DepositOrderTracker(d);
    tracker.follow(order());
    expect(tracker.msLeft).toBe(30 * 60_000);
    expect(tracker.phase).toBe('waiting');
    let phaseWhenBalanceRead: string | null = null;
    d.reloadBalance = vi.fn(() => {
      phaseWhenBalanceRead = tracker.phase;
      return Promise.resolve();
    });
    await tracker.refresh();
    expect(tracker.phase).toBe('success');
    expect(d.reloadBalance).toHaveBeenCalledTimes(1);
    // The balance is read before the end state shows it.
    expect(phaseWhenBalanceRead).toBe('waiting');
  });

  it('calls a pending order past its expiry expired', () => {
    const clock = { t: 0 };
    const tracker = new DepositOrderTracker(deps(vi.fn(), clock));
    tracker.follow(order());
    clock.t = 31 * 60_000;
    tracker.now = clock.t;
    expect(tracker.phase).toBe('expired');
  });
});

describe('order history', () => {
  it('appends the next page without repeating an order its shifted pages bring again', async () => {
    const pages = [
      { content: [{ orderId: 'a' }, { orderId: 'b' }], pageNum: 1, totalPages: 2, totalElements: 4 },
      { content: [{ orderId: 'b' }, { orderId: 'c' }], pageNum: 2, totalPages: 2, totalElements: 4 },
    ];
    const fetch = vi.fn((p: number) => Promise.resolve(pages[p - 1]!));
    const h = new PagedRecords<{ orderId: string }>(fetch, (o) => o.orderId);
    await h.reload();
    await h.loadMore();
    await h.loadMore();
    expect(h.rows.map((i) => i.orderId)).toEqual(['a', 'b', 'c']);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(h.hasMore).toBe(false);
    h.clear();
    expect([h.rows, h.state]).toEqual([[], 'idle']);
  });
});
