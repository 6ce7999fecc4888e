// Withdrawals beyond the happy path: the history shows each one with the card it went to and the
// balance right after it, as stored (the control API lists them); wrong payment passwords are
// limited per member (5 an hour, counted one by one even when sent in parallel, a right one clears
// the count) on every call that takes one; a duplicate card is refused with its own message; and the
// control API moves a merchant's withdrawal limits and a member's payment password as a back office.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { PAYMENT_PASSWORD_FAILURES } from '../routes/member.ts';
import { DEMO_PAYMENT_PASSWORD } from '../seed/index.ts';
import { failure, startTestPlatform, TEST_START, type TestPlatform } from '../testing.ts';

let tp: TestPlatform;
beforeAll(async () => {
  tp = await startTestPlatform();
});
afterAll(() => tp.dispose());
beforeEach(async () => {
  expect((await tp.request('/__sim/reset', { method: 'POST' })).status).toBe(200);
  tp.clock.now = TEST_START;
});

const send = (method: string, path: string, body?: unknown) =>
  tp.request(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

async function member() {
  const c = tp.client({ token: await tp.login() });
  const info = await c.call(contract.withdrawInfo, {});
  const withdraw = (amount: number, paymentPassword = DEMO_PAYMENT_PASSWORD) =>
    c.call(contract.withdraw, { amount, bankCardId: info.bankCards[0]!.id, paymentPassword });
  return { c, info, withdraw };
}

describe('withdrawal history', () => {
  it('lists withdrawals newest first with their card and the balance after each', async () => {
    const { c, info, withdraw } = await member();
    const first = await withdraw(100);
    tp.clock.now += 60_000;
    const second = await withdraw(200);
    expect(second).toMatchObject({ bankName: info.bankCards[0]!.bankName, accountNumber: '**** 1234' });
    const page = await c.call(contract.withdrawOrders, { pageNo: 1, pageSize: 1 });
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2, totalElements: 2 });
    expect(page.content.map((o) => o.orderId)).toEqual([second.orderId]);
    const next = await c.call(contract.withdrawOrders, { pageNo: 2, pageSize: 1 });
    expect(next.content[0]).toMatchObject({
      orderId: first.orderId,
      balance: first.balance,
      bankName: info.bankCards[0]!.bankName,
      accountNumber: '**** 1234',
    });
    expect(first.balance).toBeCloseTo(info.balance - 100, 2);
    expect(second.balance).toBeCloseTo(info.balance - 300, 2);

    // The card removed later: the withdrawal still says where it went.
    await c.call(contract.removeBankCard, { id: info.bankCards[0]!.id });
    const after = await c.call(contract.withdrawOrders, {});
    expect(after.content.map((o) => o.accountNumber)).toEqual(['**** 1234', '**** 1234']);

    // The control API lists them as stored, newest first.
    const stored = await send('GET', '/__sim/members/demo_member/withdrawals?merchant=aurum');
    const body = (await stored.json()) as { value: { orderId: string; status: string }[] };
    expect(body.value.map((o) => o.orderId)).toEqual([second.orderId, first.orderId]);
    expect(body.value.every((o) => o.status === 'PENDING')).toBe(true);
    expect((await send('GET', '/__sim/members/nobody/withdrawals')).status).toBe(404);
  });
});

describe('wrong payment passwords', () => {
  it(`refuse every try after ${PAYMENT_PASSWORD_FAILURES} in an hour, the right one included, until the hour passes`, async () => {
    const { c, withdraw } = await member();
    for (let left = PAYMENT_PASSWORD_FAILURES - 1; left >= 0; left--) {
      const e = await failure(withdraw(100, '000000'));
      expect([e.code, e.flag('attemptsLeft')]).toEqual(['PAYMENT_PASSWORD_INVALID', left]);
    }
    const locked = await failure(withdraw(100));
    expect(locked.code).toBe('RATE_LIMITED');
    expect(locked.flag('retryAfter')).toBe(3600);
    // The limit is the member's, on every call that takes the payment password.
    const banks = await c.call(contract.banks, {});
    const addCard = await failure(
      c.call(contract.addBankCard, {
        bankCode: banks[1]!.code,
        accountName: 'Maria Silva',
        accountNumber: '6222020200005678',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      }),
    );
    expect(addCard.code).toBe('RATE_LIMITED');
    const change = await failure(
      c.call(contract.setPaymentPassword, {
        oldPassword: DEMO_PAYMENT_PASSWORD,
        password: '654321',
        confirmPassword: '654321',
      }),
    );
    expect(change.code).toBe('RATE_LIMITED');
    expect((await c.call(contract.withdrawOrders, {})).totalElements).toBe(0);

    tp.clock.now += 60 * 60_000;
    expect((await withdraw(100)).status).toBe('PENDING');
  });

  it('are counted one by one when sent in parallel', async () => {
    const { withdraw } = await member();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => withdraw(100, '000000')));
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'OK'));
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_INVALID')).toHaveLength(PAYMENT_PASSWORD_FAILURES);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(12 - PAYMENT_PASSWORD_FAILURES);
  }, 30_000);

  it('are forgotten after a right one', async () => {
    const { withdraw } = await member();
    for (let i = 0; i < PAYMENT_PASSWORD_FAILURES - 1; i++) await failure(withdraw(100, '000000'));
    await withdraw(100);
    const e = await failure(withdraw(100, '000000'));
    expect(e.flag('attemptsLeft')).toBe(PAYMENT_PASSWORD_FAILURES - 1);
  });
});

describe('bank cards', () => {
  it('refuse a duplicate with its own message at the account number, and a sixth card', async () => {
    const { c } = await member();
    const banks = await c.call(contract.banks, {});
    const add = (accountNumber: string, bank = banks[0]!.code) =>
      c.call(contract.addBankCard, {
        bankCode: bank,
        accountName: 'Maria Silva',
        accountNumber,
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      });
    const dup = await failure(add('6222020200001234'));
    expect([dup.code, dup.messageKey, dup.flag('fields')]).toEqual([
      'CONFLICT',
      'err_bank_card_exists',
      { accountNumber: 'err_bank_card_exists' },
    ]);
    for (let i = 0; i < 4; i++) await add(`62220202000090${i}0`);
    const sixth = await failure(add('6222020200009999'));
    expect([sixth.code, sixth.messageKey]).toEqual(['CONFLICT', 'err_bank_card_limit']);
  });
});

describe('control API', () => {
  it("moves a merchant's withdrawal limits and sets or removes a member's payment password", async () => {
    const { c, withdraw } = await member();
    const patched = await send('PATCH', '/__sim/merchants/aurum', {
      withdraw: { minAmount: 300, dailyCount: 1 },
    });
    expect(patched.status).toBe(200);
    const info = await c.call(contract.withdrawInfo, {});
    expect(info).toMatchObject({ minAmount: 300, maxAmount: 50000, dailyCountLeft: 1 });
    expect((await failure(withdraw(200))).code).toBe('AMOUNT_OUT_OF_RANGE');
    await withdraw(300);
    expect((await failure(withdraw(300))).messageKey).toBe('err_withdraw_limit');
    expect((await send('PATCH', '/__sim/merchants/aurum', { withdraw: { feeRate: 101 } })).status).toBe(400);

    expect((await send('PATCH', '/__sim/members/demo_member', { paymentPassword: null })).status).toBe(200);
    expect((await c.call(contract.withdrawInfo, {})).hasPaymentPassword).toBe(false);
    expect((await failure(withdraw(300))).code).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect((await send('PATCH', '/__sim/members/demo_member', { paymentPassword: '12345' })).status).toBe(
      400,
    );
    await send('PATCH', '/__sim/members/demo_member', { paymentPassword: '246810' });
    expect((await c.call(contract.withdrawInfo, {})).hasPaymentPassword).toBe(true);
    expect((await failure(withdraw(300))).messageKey).toBe('err_withdraw_limit');
  });
});
