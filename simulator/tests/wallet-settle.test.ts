// Deposit orders over platform time: a channel that confirms on its own settles its orders after
// its delay (the credit and its ledger line follow, dated when confirmed; an amount of x.13 is
// declined), a channel that waits for the payment is cancelled unpaid at the expiry, and every
// merchant offers a QR channel or the other types.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { DEPOSIT_TTL_MS } from '../routes/wallet.ts';
import { resetPlatform, startTestPlatform, type TestPlatform } from '../testing.ts';

let tp: TestPlatform;
beforeAll(async () => {
  tp = await startTestPlatform();
});
afterAll(() => tp.dispose());
beforeEach(() => resetPlatform(tp));

const advance = (minutes: number) =>
  tp.request('/__sim/clock/advance', { method: 'POST', body: JSON.stringify({ minutes }) });

async function member(merchant = 'aurum') {
  // lumen asks a captcha at every login; these tests are about deposits.
  await tp.request(`/__sim/merchants/${merchant}`, {
    method: 'PATCH',
    body: JSON.stringify({ settings: { captcha: false } }),
  });
  return tp.client({ merchant, token: await tp.login('demo_member', merchant) });
}

describe('deposit orders over time', () => {
  it('offers every channel type across the merchants, QR included', async () => {
    const types = new Set<string>();
    for (const merchant of ['aurum', 'verde', 'lumen']) {
      const m = await member(merchant);
      for (const c of await m.call(contract.depositChannels, {})) types.add(c.type);
    }
    expect([...types].sort()).toEqual(['BANK', 'EWALLET', 'PIX', 'QR', 'USDT']);
  });

  it('settles a QR order on its own after two minutes: balance and ledger follow, less the fee', async () => {
    const m = await member();
    const qr = (await m.call(contract.depositChannels, {})).find((c) => c.type === 'QR')!;
    const before = (await m.call(contract.wallet, {})).sumBalance;
    const order = await m.call(contract.createDeposit, { channelId: qr.id, amount: 100 });
    const status = async () =>
      (await m.call(contract.depositOrders, {})).content.find((o) => o.orderId === order.orderId)?.status;
    await advance(1);
    expect(await status()).toBe('PENDING');
    await advance(1);
    expect(await status()).toBe('SUCCESS');
    // The channel's fee (0.5%) is kept: what the deposit screen said would be credited.
    const credited = 100 - (100 * qr.feeRate) / 100;
    expect(qr.feeRate).toBe(0.5);
    expect((await m.call(contract.wallet, {})).sumBalance).toBeCloseTo(before + credited, 2);
    const line = (await m.call(contract.transactions, {})).content.find((t) =>
      t.remark.includes(order.orderId),
    );
    expect(line).toMatchObject({ amount: credited, status: 'SUCCESS' });
    // Settled once: more time changes nothing.
    await advance(60);
    expect((await m.call(contract.wallet, {})).sumBalance).toBeCloseTo(before + credited, 2);
  });

  it('declines an amount ending in .13 on its own, crediting nothing', async () => {
    const m = await member('verde');
    const pix = (await m.call(contract.depositChannels, {})).find((c) => c.type === 'PIX')!;
    const before = (await m.call(contract.wallet, {})).sumBalance;
    const order = await m.call(contract.createDeposit, { channelId: pix.id, amount: 50.13 });
    await advance(3);
    const stored = (await m.call(contract.depositOrders, {})).content.find(
      (o) => o.orderId === order.orderId,
    );
    expect(stored?.status).toBe('FAILED');
    expect((await m.call(contract.wallet, {})).sumBalance).toBeCloseTo(before, 2);
  });

  it('settles an order seen only after its expiry by when its provider confirmed it', async () => {
    const m = await member();
    const usdt = (await m.call(contract.depositChannels, {})).find((c) => c.type === 'USDT')!;
    const order = await m.call(contract.createDeposit, { channelId: usdt.id, amount: 100 });
    await advance(DEPOSIT_TTL_MS / 60_000 + 5);
    const res = await tp.request('/__sim/members/demo_member/deposits?merchant=aurum');
    const stored = ((await res.json()) as { value: { orderId: string; status: string }[] }).value;
    expect(stored.find((o) => o.orderId === order.orderId)?.status).toBe('SUCCESS');
  });

  it('cancels an unpaid bank transfer at its expiry, never settling it', async () => {
    const m = await member();
    const bank = (await m.call(contract.depositChannels, {})).find((c) => c.type === 'BANK')!;
    const order = await m.call(contract.createDeposit, { channelId: bank.id, amount: 100 });
    await advance(29);
    const status = async () =>
      (await m.call(contract.depositOrders, {})).content.find((o) => o.orderId === order.orderId)?.status;
    expect(await status()).toBe('PENDING');
    await advance(2);
    expect(await status()).toBe('CANCELLED');
  });
});
