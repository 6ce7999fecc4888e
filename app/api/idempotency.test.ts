// Money and reward actions: one Idempotency-Key per user intent, the same key across retries and a
// reload, one request for a double tap, played against the fake platform.
import { describe, expect, it } from 'vitest';
import { walletCalls } from '@contract/calls/wallet';
import { memberCalls } from '@contract/calls/member';
import { IDEMPOTENCY_HEADER } from '@contract/define';
import { createFakePlatform, FakeFailure, type Handlers } from '../testing/fakeTransport';
import { MemoryStorage } from '../stores/storage';
import { ApiClient, intentStorageKey } from './client';

const order = {
  orderId: 'W1',
  amount: 100,
  fee: 0,
  status: 'PENDING' as const,
  bankCardId: 7,
  bankName: 'ICBC',
  accountNumber: '**** 1234',
  createdAt: 0,
  balance: 900,
};
const withdrawal = { amount: 100, bankCardId: 7, paymentPassword: '123456' };

function setup(handlers: Handlers, storage = new MemoryStorage()) {
  const platform = createFakePlatform(handlers);
  let n = 0;
  const client = new ApiClient({
    transport: platform.transport,
    getToken: () => 'tok',
    intentStorage: storage,
    newKey: () => `key-${++n}`,
    sleep: async () => {},
  });
  const keys = () => platform.calls.map((c) => c.headers[IDEMPOTENCY_HEADER]);
  return { client, platform, storage, keys };
}

describe('idempotent actions', () => {
  it('sends one request for a double tap, with the intent’s key, and both taps get its answer', async () => {
    let applied = 0;
    const { client, keys } = setup({
      withdraw: async () => {
        applied++;
        await new Promise((r) => setTimeout(r, 5));
        return order;
      },
    });
    const [a, b] = await Promise.all([
      client.call(walletCalls.withdraw, withdrawal, { intent: 'withdraw:1' }),
      client.call(walletCalls.withdraw, withdrawal, { intent: 'withdraw:1' }),
    ]);
    expect(applied).toBe(1);
    expect(a).toEqual(order);
    expect(b).toEqual(order);
    expect(keys()).toEqual(['key-1']);
  });

  it('keeps the key across retries after transient failures', async () => {
    let attempts = 0;
    const { client, keys } = setup({
      withdraw: () => (++attempts < 3 ? new FakeFailure(502, 'HTTP_ERROR') : order),
    });
    await expect(client.call(walletCalls.withdraw, withdrawal, { intent: 'withdraw:2' })).resolves.toEqual(
      order,
    );
    expect(keys()).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('keeps the key when the platform never answered, so the next try (even after a reload) repeats it', async () => {
    const storage = new MemoryStorage();
    let up = false;
    const handlers: Handlers = {
      feedback: () => (up ? { id: 1, createdAt: 0 } : new FakeFailure(502, 'HTTP_ERROR')),
    };
    const first = setup(handlers, storage);
    const input = { category: 'deposit' as const, content: 'Deposit not credited' };
    await expect(
      first.client.call(memberCalls.feedback, input, { intent: 'feedback:draft' }),
    ).rejects.toThrow();
    expect(storage.getItem(intentStorageKey('feedback:draft'))).toBe('key-1');

    // A reload: a new client, the same session storage.
    up = true;
    const reloaded = setup(handlers, storage);
    await reloaded.client.call(memberCalls.feedback, input, { intent: 'feedback:draft' });
    expect(reloaded.keys()).toEqual(['key-1']);
    expect(storage.getItem(intentStorageKey('feedback:draft'))).toBeNull();
  });

  it('gives the next intent a new key once the platform has answered, success or refusal', async () => {
    let refuse = true;
    const { client, keys } = setup({
      withdraw: () => (refuse ? new FakeFailure(400, 'INSUFFICIENT_BALANCE') : order),
    });
    await expect(
      client.call(walletCalls.withdraw, withdrawal, { intent: 'withdraw:3' }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    refuse = false;
    await client.call(walletCalls.withdraw, withdrawal, { intent: 'withdraw:3' });
    await client.call(walletCalls.withdraw, withdrawal, { intent: 'withdraw:3' });
    expect(keys()).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('sends no key and never retries a write without an intent', async () => {
    const { client, keys, platform } = setup({ createDeposit: () => new FakeFailure(502, 'HTTP_ERROR') });
    await expect(client.call(walletCalls.createDeposit, { channelId: 1, amount: 50 })).rejects.toBeTruthy();
    expect(platform.calls).toHaveLength(1);
    expect(keys()).toEqual([undefined]);
  });
});
