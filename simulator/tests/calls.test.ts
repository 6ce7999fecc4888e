// Contract tests for every other call: success through the app's API client (which validates the
// response against the contract), validation errors, login required and trial refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type CallName } from '../../contract/index.ts';
import * as z from '../../contract/schema.ts';
import { DEMO_PASSWORD } from '../seed/index.ts';
import { failure, humanCheck, startTestPlatform, type TestPlatform } from '../testing.ts';

let tp: TestPlatform;
let member: string;
let trial: string;
beforeAll(async () => {
  tp = await startTestPlatform();
  member = await tp.login();
  trial = (await tp.client().call(contract.trial, {})).token;
});
afterAll(() => tp.dispose());

/** A raw call (bypassing the client's own checks), answering status, code and value. */
async function raw(name: CallName, input: Record<string, unknown>, token?: string) {
  const def = contract[name];
  let path: string = def.path;
  const rest = { ...input };
  path = path.replace(/\{(\w+)\}/g, (_m, k: string) => {
    const v = rest[k] ?? '1';
    delete rest[k];
    return encodeURIComponent(String(v));
  });
  const inQuery = def.method === 'GET' || def.method === 'DELETE';
  const qs = inQuery
    ? new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString()
    : '';
  const res = await tp.request(qs ? `${path}?${qs}` : path, {
    method: def.method,
    token,
    body: inQuery ? undefined : JSON.stringify(rest),
  });
  const body = (await res.json()) as { success: boolean; code: unknown; message: string; value?: unknown };
  return { status: res.status, ...body };
}

/** Inputs that pass validation, for the auth checks (what a call needs to get past its schema). */
const VALID: Partial<Record<CallName, Record<string, unknown>>> = {
  markAnnouncementRead: { announcementId: 501, read: true },
  markInboxRead: { id: 1 },
  deleteInbox: { id: 1 },
  launchChat: { backUrl: '/m/home' },
  joinPromotion: { promotionId: 1001 },
  uploadRewardImage: { fileName: 'a.png', contentType: 'image/png', data: 'iVBORw0KGgo=' },
  rewardRequest: { promotionId: 1001, remarks: '', pictures: [] },
  claimReward: { id: 1 },
  redeem: { itemId: 1, quantity: 1 },
  addFavourite: { nodeId: '10001', vendor: 'PG' },
  removeFavourite: { nodeId: '10001', vendor: 'PG' },
  addRecent: { nodeId: '10001' },
  launchGame: { vendor: 'PG', nodeId: '10001' },
  lottoFrame: { mui: 'm', playType: 'trad', gameId: '1' },
  createDeposit: { channelId: 1, amount: 100 },
  addBankCard: { bankCode: 'ICBC', accountName: 'Ana', accountNumber: '12345678', paymentPassword: '123456' },
  removeBankCard: { id: 999 },
  withdraw: { amount: 100, bankCardId: 1, paymentPassword: '123456' },
  contracts: { kind: 'salary' },
  respondContract: { kind: 'salary', id: 1, accept: true },
  updateProfile: {},
  bindMobile: { mobileNum: '912000000', countryDialingCode: '+351', verificationCode: '123456' },
  setPaymentPassword: { oldPassword: '', password: '123456', confirmPassword: '123456' },
  sendEmailCode: { email: 'a@b.example' },
  bindEmail: { email: 'a@b.example', verificationCode: '123456' },
  changePassword: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
  setAvatar: { avatarId: 2 },
  feedback: { category: 'other', content: 'Great site' },
  rgSetLimit: { kind: 'deposit', period: 'day', value: 100 },
  rgSetRealityCheck: { minutes: 30 },
  rgTakeBreak: { kind: 'break', length: 1 },
};

/** Inputs the schema refuses, per call with required or constrained fields. */
const INVALID: Partial<Record<CallName, Record<string, unknown>>> = {
  siteSettings: { language: 'XX' },
  smsLoginCode: { countryDialingCode: '+351' },
  sendVerificationCode: { mobileNo: '912345601', countryDialingCode: '+351', purpose: 'spam' },
  usernameExists: {},
  emailExists: { email: '' },
  affiliateValidity: {},
  changePassword: { oldPassword: 'a' },
  updateProfile: { nickname: 'x'.repeat(40) },
  bindMobile: { mobileNum: '912' },
  sendEmailCode: { email: 'x'.repeat(121) },
  bindEmail: { email: 'a@b.example' },
  setPaymentPassword: { password: '1234567', confirmPassword: '1', oldPassword: '' },
  vipLevels: { language: 5 },
  vipBenefits: { language: 'XX' },
  winnerBoard: { language: 'XX' },
  setAvatar: { avatarId: 'x' },
  feedback: { category: 'other', content: 'hi' },
  customerService: { language: 'XX' },
  inviteInfo: { pageNo: 0 },
  announcements: { platform: 'W' },
  markAnnouncementRead: { announcementId: 'x', read: false },
  banners: { language: 'xx' },
  inbox: { pageSize: 1000 },
  markInboxRead: {},
  deleteInbox: { id: 'x' },
  userAgreement: { language: 'XX' },
  launchChat: {},
  liveModels: { active: 'maybe' },
  promotions: { language: 'ZZ' },
  promotionDetail: { id: 'abc' },
  joinPromotion: { promotionId: '1001' },
  uploadRewardImage: { fileName: 'a.png' },
  rewardRequest: { promotionId: 1001, remarks: 'x'.repeat(141), pictures: [] },
  rewardCenter: { status: 'LOST' },
  claimReward: {},
  mallItems: { language: 'QQ' },
  redeem: { itemId: 1, quantity: 0 },
  mallOrders: { pageNo: 0 },
  vendorSetup: { language: '?' },
  vendorTypes: { typeId: 'one' },
  gameList: { pageNo: 0 },
  hotGames: { isPlatform: 'x' },
  favourites: { pageSize: 'many' },
  addFavourite: { nodeId: 10001 },
  removeFavourite: {},
  recentGames: { page: -1 },
  addRecent: {},
  launchGame: {},
  lotteryList: { language: 'NO' },
  lotteryMenu: { language: 'NO' },
  lotteryDraws: { results: 'many' },
  lottoFrame: { mui: 'm' },
  createDeposit: { channelId: 1, amount: 'lots' },
  depositOrders: { pageNo: 'first' },
  addBankCard: { bankCode: 'ICBC' },
  removeBankCard: { id: 'x' },
  withdraw: { amount: -5, bankCardId: 1, paymentPassword: '1' },
  withdrawOrders: { pageSize: 0 },
  betRecords: { startDate: '22/11/2026' },
  transactions: { type: 'THEFT' },
  profitAndLoss: { endDate: 'yesterday' },
  contracts: { kind: 'weekly' },
  respondContract: { kind: 'salary', id: 1 },
  rgSetLimit: { kind: 'bet', value: 1 },
  rgSetRealityCheck: { minutes: 1 },
  rgTakeBreak: { kind: 'holiday', length: 1 },
};

describe('every call', () => {
  const names = Object.keys(contract) as CallName[];

  it('is declared under /wps/ with a summary', () => {
    for (const name of names) {
      expect(contract[name].path, name).toMatch(/^\/wps\//);
      expect(contract[name].summary.length, name).toBeGreaterThan(10);
    }
    expect(new Set(names.map((n) => `${contract[n].method} ${contract[n].path}`)).size).toBe(names.length);
  });

  it('member calls need a login and refuse unknown tokens', async () => {
    for (const name of names.filter((n) => contract[n].auth === 'member')) {
      const input = VALID[name] ?? {};
      const anonymous = await raw(name, input);
      expect([name, anonymous.status, anonymous.code]).toEqual([name, 401, 'NOT_LOGGED_IN']);
      const bogus = await raw(name, input, 'not-a-token');
      expect([name, bogus.status, bogus.code]).toEqual([name, 401, 'SESSION_EXPIRED']);
    }
  });

  it('trial-refused calls refuse trial accounts with free_reject', async () => {
    const refused = names.filter((n) => contract[n].trialRefused);
    expect(refused.length).toBeGreaterThan(20);
    for (const name of refused) {
      const r = await raw(name, VALID[name] ?? {}, trial);
      expect([name, r.status, r.code, r.message]).toEqual([name, 403, 'TRIAL_REFUSED', 'free_reject']);
    }
  });

  it('refuses invalid input with VALIDATION_ERROR naming the fields', async () => {
    for (const [name, input] of Object.entries(INVALID) as [CallName, Record<string, unknown>][]) {
      const r = await raw(name, input, member);
      expect([name, r.status, r.code]).toEqual([name, 400, 'VALIDATION_ERROR']);
      expect(Object.keys((r.value as { fields: object }).fields).length, name).toBeGreaterThan(0);
    }
    // Every call with input fields has an invalid case here (or is encrypted: see auth.test.ts).
    for (const name of names) {
      // Requests are lazy schemas (contract/define.ts): the object shape is the built inner schema's.
      const request: z.Schema = contract[name].request;
      const inner = request instanceof z.Lazy ? request.inner : request;
      const shape: object = 'shape' in inner ? (inner.shape as object) : {};
      if (Object.keys(shape).length && !contract[name].payload) expect(INVALID[name], name).toBeDefined();
    }
  });

  it('refuses a body that is not a JSON object', async () => {
    const res = await tp.request('/wps/promotion/join', { method: 'POST', token: member, body: '[1,2' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
  });
});

describe('member', () => {
  it('answers member info, wallet, security center and profile changes', async () => {
    const c = tp.client({ token: member });
    const info = await c.call(contract.memberInfo, {});
    expect(info).toMatchObject({
      account: 'demo_member',
      nickname: 'Demo Member',
      vipLevel: 7,
      hasPaymentPassword: true,
    });
    expect(info.mobileNum).toBe('+351 *****5601');
    const wallet = await c.call(contract.wallet, {});
    expect(wallet).toMatchObject({ currency: 'CNY', currencySymbol: '￥', sumBalance: 1234.56 });
    const sec = await c.call(contract.securityCenter, {});
    expect(sec.items.find((i) => i.key === 'bankCard')?.set).toBe(true);
    expect(sec.score).toBe(100);
    expect(await c.call(contract.updateProfile, { nickname: 'Maria' })).toEqual({ ok: true });
    expect((await c.call(contract.memberInfo, {})).nickname).toBe('Maria');
    const badName = await failure(c.call(contract.updateProfile, { realName: 'R2-D2' }));
    expect(badName.value).toEqual({ fields: { realName: 'err_real_name_format' } });
    const realName = await failure(c.call(contract.updateProfile, { realName: 'Other Name' }));
    expect(realName.code).toBe('ALREADY_DONE');
    const verde = await tp.login('demo_member', 'verde');
    expect(
      (await tp.client({ token: verde, merchant: 'verde' }).call(contract.wallet, {})).currencySymbol,
    ).toBe('R$');
  });

  it('changes a bound mobile number after an SMS code and the login password', async () => {
    const token = await tp.login('demo_agent');
    const c = tp.client({ token });
    await c.call(contract.sendVerificationCode, {
      mobileNo: '934567890',
      countryDialingCode: '+351',
      purpose: 'bind',
      ...(await humanCheck(tp)),
    });
    const res = await tp.request('/__sim/sms/934567890');
    const code = ((await res.json()) as { value: { code: string } }).value.code;
    const wrong = await failure(
      c.call(contract.bindMobile, {
        mobileNum: '934567890',
        countryDialingCode: '+351',
        verificationCode: code === '1' ? '2' : '1',
        password: DEMO_PASSWORD,
      }),
    );
    expect(wrong.code).toBe('VERIFICATION_CODE_INVALID');
    expect(
      await c.call(contract.bindMobile, {
        mobileNum: '934567890',
        countryDialingCode: '+351',
        verificationCode: code,
        password: DEMO_PASSWORD,
      }),
    ).toEqual({ ok: true });
    expect((await c.call(contract.memberInfo, {})).mobileNum).toBe('+351 *****7890');
  });

  it('sets and changes the payment password', async () => {
    const token = await tp.login('demo_agent41');
    const c = tp.client({ token });
    expect(
      (
        await failure(
          c.call(contract.setPaymentPassword, {
            oldPassword: '',
            password: '12ab56',
            confirmPassword: '12ab56',
          }),
        )
      ).code,
    ).toBe('VALIDATION_ERROR');
    expect(
      (
        await failure(
          c.call(contract.setPaymentPassword, {
            oldPassword: '',
            password: '123456',
            confirmPassword: '654321',
          }),
        )
      ).code,
    ).toBe('PASSWORD_MISMATCH');
    expect(
      await c.call(contract.setPaymentPassword, {
        oldPassword: '',
        password: '123456',
        confirmPassword: '123456',
      }),
    ).toEqual({ ok: true });
    expect(
      (
        await failure(
          c.call(contract.setPaymentPassword, {
            oldPassword: '000000',
            password: '222222',
            confirmPassword: '222222',
          }),
        )
      ).code,
    ).toBe('PAYMENT_PASSWORD_INVALID');
    expect(
      (
        await failure(
          c.call(contract.setPaymentPassword, {
            oldPassword: '',
            password: '222222',
            confirmPassword: '222222',
          }),
        )
      ).code,
    ).toBe('VALIDATION_ERROR');
    expect(
      await c.call(contract.setPaymentPassword, {
        oldPassword: '123456',
        password: '222222',
        confirmPassword: '222222',
      }),
    ).toEqual({ ok: true });
  });

  it('chooses a head icon and sends feedback once per key', async () => {
    const c = tp.client({ token: member });
    const a = await c.call(contract.avatar, {});
    expect([a.avatarId, a.options.length]).toEqual([1, 12]);
    expect(await c.call(contract.setAvatar, { avatarId: 5 })).toEqual({ ok: true });
    expect((await c.call(contract.avatar, {})).url).toBe('/sim/img/avatar/5.svg');
    expect((await failure(c.call(contract.setAvatar, { avatarId: 13 }))).code).toBe('NOT_FOUND');
    expect((await tp.request('/sim/img/avatar/5.svg')).status).toBe(200);
    const key = { headers: { 'Idempotency-Key': 'fb-1' } };
    const f1 = await c.call(contract.feedback, { category: 'deposit', content: 'PIX took 5 minutes.' }, key);
    const f2 = await c.call(contract.feedback, { category: 'deposit', content: 'PIX took 5 minutes.' }, key);
    expect(f2).toEqual(f1);
  });

  it('lists 15 VIP levels and the member benefits', async () => {
    const vip = await tp.client().call(contract.vipLevels, {});
    expect(vip.levels.map((l) => l.level)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    const b = await tp.client({ token: member }).call(contract.vipBenefits, {});
    expect([b.current.level, b.current.name, b.next?.level]).toEqual([7, 'Gold I', 8]);
  });

  it('signs in once a day and pays the streak reward', async () => {
    const c = tp.client({ token: member });
    const before = await c.call(contract.signInStatus, {});
    expect(before).toMatchObject({ signedToday: false, streak: 0, count: 1 });
    const r = await c.call(contract.signIn, {});
    expect(r).toMatchObject({ reward: 1, streak: 1 });
    expect((await failure(c.call(contract.signIn, {}))).code).toBe('ALREADY_DONE');
    expect((await c.call(contract.signInStatus, {})).days[0]).toEqual({ day: 1, reward: 1, signed: true });
    tp.clock.now += 86_400_000;
    member = await tp.login(); // the old session expired overnight
    trial = (await tp.client().call(contract.trial, {})).token;
    const next = tp.client({ token: member });
    expect((await next.call(contract.signIn, {})).reward).toBe(2);
    const availability = await next.call(contract.promoAvailability, {});
    expect(availability.find((a) => a.key === 'LOGIN')).toEqual({ key: 'LOGIN', enabled: true, count: 0 });
  });

  it('shows the invite code, link and friends', async () => {
    const inv = await tp.client({ token: member }).call(contract.inviteInfo, {});
    expect(inv.code).toBe('AUMEMBER');
    expect(inv.link).toContain('/m/register?code=AUMEMBER');
    expect(inv.qualifiedCount).toBe(2);
  });
});

describe('messages', () => {
  it('lists announcements with per-member read flags and marks them read', async () => {
    const guest = await tp
      .client()
      .call(contract.announcements, { types: 'B,PL,PU,PR', platform: 'M', language: 'EN' });
    expect(guest.player.length).toBeGreaterThan(3);
    expect(guest.popup.length).toBe(2);
    expect(guest.banners.some((b) => b.groupName === 'm_live')).toBe(true);
    expect(guest.player[0]!.title).toMatch(/[A-Za-z]/);
    const c = tp.client({ token: member });
    const before = await c.call(contract.unreadCounts, {});
    await c.call(contract.markAnnouncementRead, {
      announcementId: guest.player[0]!.announcementId,
      read: true,
    });
    const after = await c.call(contract.unreadCounts, {});
    expect(after.announcementUnreadCount).toBe(before.announcementUnreadCount - 1);
    expect(after.totalUnreadCount).toBe(
      after.announcementUnreadCount + after.inboxUnreadCount + after.chatUnreadCount,
    );
    const mine = await c.call(contract.announcements, { types: 'PL' });
    expect(mine.player.find((a) => a.id === guest.player[0]!.id)?.read).toBe(true);
    expect(
      (await failure(c.call(contract.markAnnouncementRead, { announcementId: 9999, read: true }))).code,
    ).toBe('NOT_FOUND');
    const verde = await tp.client({ merchant: 'verde' }).call(contract.announcements, { types: 'PL' });
    expect(verde.player.length).toBe(guest.player.length + 1);
  });

  it('serves banners, the inbox and unread counts', async () => {
    const banners = await tp.client().call(contract.banners, { language: 'PT' });
    expect(banners.filter((b) => b.groupName === 'm_home')).toHaveLength(5);
    const c = tp.client({ token: member });
    const unread = await c.call(contract.unreadCounts, {});
    expect(unread).toMatchObject({ inboxUnreadCount: 3, chatUnreadCount: 2 });
    const inbox = await c.call(contract.inbox, { pageNo: 1, pageSize: 2 });
    expect(inbox).toMatchObject({ pageNum: 1, totalPages: 3, totalElements: 5 });
    const unreadMsg = (await c.call(contract.inbox, {})).content.find((m) => !m.read)!;
    await c.call(contract.markInboxRead, { id: unreadMsg.id });
    expect((await c.call(contract.unreadCounts, {})).inboxUnreadCount).toBe(2);
    expect((await failure(c.call(contract.markInboxRead, { id: 99999 }))).code).toBe('NOT_FOUND');
  });

  it('launches chat only with CBS3 on', async () => {
    const c = tp.client({ token: member });
    expect(await c.call(contract.chatPermission, {})).toEqual({ hasPermission: true });
    expect(await c.call(contract.chatUnread, {})).toEqual({ unReadCount: 2 });
    const { chatUrl } = await c.call(contract.launchChat, {
      b2c: 1,
      language: 'PT',
      backUrl: 'https://evil.example/x',
      title: 'Apoio',
    });
    const page = await tp.request(chatUrl);
    const html = await page.text();
    expect(html).toContain('href="/m/home"');
    expect(html).not.toContain('evil.example');
    expect(await c.call(contract.chatUnread, {})).toEqual({ unReadCount: 0 });
    const verde = await tp.login('demo_member', 'verde');
    const vc = tp.client({ token: verde, merchant: 'verde' });
    expect(await vc.call(contract.chatPermission, {})).toEqual({ hasPermission: false });
    expect((await failure(vc.call(contract.launchChat, { backUrl: '/m/message' }))).code).toBe(
      'NO_PERMISSION',
    );
    expect(await tp.client({ token: trial }).call(contract.chatPermission, {})).toEqual({
      hasPermission: false,
    });
  });

  it('lists customer service entries and live models', async () => {
    const cs = await tp.client().call(contract.customerService, {});
    expect(cs.version.pathList.filter((p) => p.type === '3').map((p) => p.title)).toEqual(['whatsapp', 'CS']);
    const live = await tp
      .client({ token: member })
      .call(contract.liveModels, { active: true, streaming: true });
    expect(live.list.every((m) => m.active && m.streaming)).toBe(true);
    expect(live.hasLiveModel).toBe(true);
    expect((await tp.client().call(contract.liveModels, {})).hasLiveModel).toBe(false);
  });
});

describe('promotions', () => {
  it('lists at least 30 promotions over every category with images and states', async () => {
    const guest = await tp.client().call(contract.promotions, { language: 'PT' });
    expect(guest.length).toBeGreaterThanOrEqual(30);
    expect(new Set(guest.map((p) => p.category)).size).toBe(13);
    expect(guest.some((p) => p.noExpiry === 1 && p.endDate === '')).toBe(true);
    expect(guest.every((p) => p.state === null)).toBe(true);
    expect(guest[0]!.announcementImages.map((i) => i.sequence)).toEqual([1, 2]);
    const mine = await tp.client({ token: member }).call(contract.promotions, {});
    expect(mine.find((p) => p.startDate > '2027')?.state).toBe('COMING_SOON');
    const deposits = await tp.client().call(contract.promotions, { category: 'deposit_promo' });
    expect(deposits.every((p) => p.category === 'deposit_promo')).toBe(true);
    const detail = await tp.client().call(contract.promotionDetail, { id: 1001, language: 'EN' });
    expect(detail.title).toBe('100% Welcome Bonus');
    expect((await failure(tp.client().call(contract.promotionDetail, { id: 42 }))).code).toBe('NOT_FOUND');
  });

  it('answers availability per kind, with member counts', async () => {
    const guest = await tp.client().call(contract.promoAvailability, {});
    expect(guest.every((a) => a.count === 0)).toBe(true);
    const mine = await tp.client({ token: member }).call(contract.promoAvailability, {});
    expect(mine.find((a) => a.key === 'MANUAL')).toEqual({ key: 'MANUAL', enabled: true, count: 2 });
  });

  it('joins a promotion once', async () => {
    const c = tp.client({ token: member });
    expect(await c.call(contract.joinPromotion, { promotionId: 1001 })).toEqual({
      promotionId: 1001,
      state: 'JOINED',
    });
    expect((await failure(c.call(contract.joinPromotion, { promotionId: 1001 }))).code).toBe('ALREADY_DONE');
    const soon = (await c.call(contract.promotions, {})).find((p) => p.state === 'COMING_SOON')!;
    expect((await failure(c.call(contract.joinPromotion, { promotionId: soon.id }))).code).toBe(
      'PROMOTION_UNAVAILABLE',
    );
    expect((await failure(c.call(contract.joinPromotion, { promotionId: 77 }))).code).toBe('NOT_FOUND');
  });

  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  it('checks and stores reward images, then applies for the reward once', async () => {
    const c = tp.client({ token: member });
    const notImage = await failure(
      c.call(contract.uploadRewardImage, {
        fileName: 'x.png',
        contentType: 'image/png',
        data: Buffer.from('hello').toString('base64'),
      }),
    );
    expect([notImage.code, notImage.messageKey]).toEqual(['IMAGE_TYPE', 'activity_image_type']);
    const gif = await failure(
      c.call(contract.uploadRewardImage, {
        fileName: 'x.gif',
        contentType: 'image/gif',
        data: PNG.toString('base64'),
      }),
    );
    expect(gif.code).toBe('IMAGE_TYPE');
    const big = Buffer.alloc(5_242_881, 0);
    PNG.copy(big);
    const tooBig = await failure(
      c.call(contract.uploadRewardImage, {
        fileName: 'x.png',
        contentType: 'image/png',
        data: big.toString('base64'),
      }),
    );
    expect([tooBig.code, tooBig.status, tooBig.messageKey]).toEqual([
      'IMAGE_TOO_LARGE',
      413,
      'activity_apply_remark_limit3',
    ]);
    const up = await c.call(contract.uploadRewardImage, {
      fileName: 'receipt.png',
      contentType: 'image/png',
      data: PNG.toString('base64'),
    });
    const img = await tp.request(up.url);
    expect([img.status, img.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);

    // 1001 needs image and remark (Y/Y).
    const missing = await failure(
      c.call(contract.rewardRequest, { promotionId: 1001, remarks: '', pictures: [] }),
    );
    expect(missing.value).toEqual({ fields: { pictures: 'err_required', remarks: 'err_required' } });
    const four = await tp.request('/wps/promotion/reward', {
      method: 'POST',
      token: member,
      body: JSON.stringify({ promotionId: 1001, remarks: 'x', pictures: ['a', 'b', 'c', 'd'] }),
    });
    expect(((await four.json()) as { value: unknown }).value).toEqual({
      fields: { pictures: 'activity_apply_remark_limit4' },
    });
    const foreign = await failure(
      c.call(contract.rewardRequest, { promotionId: 1001, remarks: 'x', pictures: ['nope'] }),
    );
    expect(foreign.value).toEqual({ fields: { pictures: 'err_invalid_format' } });
    const key = { headers: { 'Idempotency-Key': 'reward-1' } };
    const first = await c.call(
      contract.rewardRequest,
      { promotionId: 1001, remarks: 'Primeiro depósito', pictures: [up.pictureId] },
      key,
    );
    expect(first).toMatchObject({ promotionId: 1001, status: 'APPLYING', pictures: [up.url] });
    const replay = await c.call(
      contract.rewardRequest,
      { promotionId: 1001, remarks: 'Primeiro depósito', pictures: [up.pictureId] },
      key,
    );
    expect(replay.id).toBe(first.id);
    const dup = await failure(
      c.call(contract.rewardRequest, { promotionId: 1001, remarks: 'again', pictures: [up.pictureId] }),
    );
    expect(dup.code).toBe('ALREADY_DONE');
    expect((await c.call(contract.promotionDetail, { id: 1001 })).state).toBe('APPLYING');
    const center = await c.call(contract.rewardCenter, { status: 'APPLYING' });
    expect(center.content.map((r) => r.promotionId)).toContain(1001);
  });

  it('claims an issued reward once, idempotently', async () => {
    const c = tp.client({ token: member });
    const issued = (await c.call(contract.rewardCenter, { status: 'ISSUED' })).content[0]!;
    const before = (await c.call(contract.wallet, {})).sumBalance;
    const key = { headers: { 'Idempotency-Key': 'claim-1' } };
    const [a, b] = await Promise.all([
      c.call(contract.claimReward, { id: issued.id }, key),
      c.call(contract.claimReward, { id: issued.id }, key),
    ]);
    expect(a).toEqual(b);
    expect((await c.call(contract.wallet, {})).sumBalance).toBeCloseTo(before + issued.amount, 2);
    expect((await failure(c.call(contract.claimReward, { id: issued.id }))).code).toBe('CONFLICT');
    expect((await failure(c.call(contract.claimReward, { id: 99999 }))).code).toBe('NOT_FOUND');
  });

  it('redeems points in the mall once per key', async () => {
    const c = tp.client({ token: member });
    const mall = await c.call(contract.mallItems, {});
    expect(mall.points).toBe(3200);
    const item = mall.items.find((i) => i.points === 500)!;
    const key = { headers: { 'Idempotency-Key': 'redeem-1' } };
    const r1 = await c.call(contract.redeem, { itemId: item.id, quantity: 2 }, key);
    const r2 = await c.call(contract.redeem, { itemId: item.id, quantity: 2 }, key);
    expect(r2).toEqual(r1);
    expect(r1.pointsLeft).toBe(2200);
    expect((await failure(c.call(contract.redeem, { itemId: 3, quantity: 1 }))).code).toBe(
      'INSUFFICIENT_POINTS',
    );
    expect((await failure(c.call(contract.redeem, { itemId: 8, quantity: 1 }))).code).toBe('OUT_OF_STOCK');
    expect((await failure(c.call(contract.redeem, { itemId: 99, quantity: 1 }))).code).toBe('NOT_FOUND');
    expect((await tp.client().call(contract.mallItems, {})).points).toBe(0);
  });
});
