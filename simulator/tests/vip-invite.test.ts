// The VIP club and invite friends on the platform side: 15 levels with their two pictures and the
// club page's texts for everyone; a member's level, the next one and the progress toward it (not
// for guests or trial accounts); the invite code, link and a page of invited friends, refused when
// the merchant has referral off and for agents; a referred friend who deposits enough qualifies
// once and the referrer is paid.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { INVITE_QUALIFYING_DEPOSIT, INVITE_REWARD } from '../routes/member.ts';
import {
  encryptionHeaders,
  registrationPayload,
  failure,
  resetPlatform,
  startTestPlatform,
  type TestPlatform,
} from '../testing.ts';

let tp: TestPlatform;
beforeAll(async () => {
  tp = await startTestPlatform();
});
afterAll(() => tp.dispose());
beforeEach(() => resetPlatform(tp));

const control = (path: string, body: unknown) =>
  tp.request(path, { method: 'PATCH', body: JSON.stringify(body) });

describe('VIP levels', () => {
  it('lists levels 1 to 15 in order, for guests too, with rising requirements', async () => {
    const vip = await tp.client().call(contract.vipLevels, {});
    expect(vip.levels.map((l) => l.level)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(vip.levels.map((l) => l.name).slice(0, 2)).toEqual(['Bronze I', 'Bronze II']);
    expect(vip.levels[14]!.name).toBe('Crown');
    for (let i = 1; i < vip.levels.length; i++) {
      expect(vip.levels[i]!.depositRequired).toBeGreaterThan(vip.levels[i - 1]!.depositRequired);
      expect(vip.levels[i]!.betRequired).toBeGreaterThan(vip.levels[i - 1]!.betRequired);
    }
  });

  it('serves the 15 level pictures and the 15 bonus pictures, and nothing for a 16th', async () => {
    const { levels } = await tp.client().call(contract.vipLevels, {});
    const urls = levels.flatMap((l) => [l.imageUrl, l.bonusImageUrl]);
    expect(new Set(urls).size).toBe(30);
    for (const url of urls) {
      const res = await tp.request(url);
      // The badges are SVG; the bonus banners PNG, as the platform's other wide banners.
      expect([url, res.status, res.headers.get('content-type')]).toEqual([
        url,
        200,
        url.endsWith('.png') ? 'image/png' : 'image/svg+xml; charset=utf-8',
      ]);
    }
    expect((await tp.request('/sim/img/vip/16.svg')).status).toBe(404);
    expect((await tp.request('/sim/img/vip/bonus/16.png')).status).toBe(404);
  });

  it('gives the three club texts in the language asked (English where the merchant wrote none)', async () => {
    const pt = await tp.client().call(contract.vipLevels, { language: 'PT' });
    const en = await tp.client().call(contract.vipLevels, { language: 'EN' });
    const cn = await tp.client().call(contract.vipLevels, { language: 'CN' });
    expect(pt.levelRulesHtml).toContain('15 níveis');
    expect(pt.bonusRulesHtml).toContain('Bónus de subida');
    expect(pt.descriptionHtml).toContain('reembolso');
    expect(en.levelRulesHtml).toContain('15 levels');
    expect(en.bonusRulesHtml).toContain('Upgrade bonus');
    expect(cn.descriptionHtml).toBe(en.descriptionHtml);
    expect((await tp.client().call(contract.vipLevels, { language: 'BR' })).levelRulesHtml).toBe(
      pt.levelRulesHtml,
    );
  });
});

describe('VIP benefits', () => {
  it("gives a member's level, the next and the progress toward it", async () => {
    const b = await tp.client({ token: await tp.login() }).call(contract.vipBenefits, {});
    expect(b.current).toMatchObject({ level: 7, name: 'Gold I' });
    expect(b.next).toMatchObject({ level: 8, name: 'Gold II' });
    expect(b.next!.depositRequired).toBeGreaterThan(b.current.depositRequired);
    expect([b.depositProgress, b.betProgress]).toEqual([4200, 21000]);
    expect(b.current.imageUrl).toBe('/sim/img/vip/7.svg');
  });

  it('follows a level change and has no next level at the top', async () => {
    expect((await control('/__sim/members/demo_member', { vipLevel: 15 })).status).toBe(200);
    const b = await tp.client({ token: await tp.login() }).call(contract.vipBenefits, {});
    expect(b.current.level).toBe(15);
    expect(b.next).toBeNull();
  });

  it('is refused to guests and trial accounts', async () => {
    expect((await failure(tp.client().call(contract.vipBenefits, {}))).code).toBe('NOT_LOGGED_IN');
    const trial = (await tp.client().call(contract.trial, {})).token;
    expect((await failure(tp.client({ token: trial }).call(contract.vipBenefits, {}))).code).toBe(
      'TRIAL_REFUSED',
    );
  });
});

describe('invite friends', () => {
  it('gives the code, the link, the totals and the friends newest first, a page at a time', async () => {
    const c = tp.client({ token: await tp.login() });
    const all = await c.call(contract.inviteInfo, {});
    expect(all).toMatchObject({
      code: 'AUMEMBER',
      link: 'https://m.aurum.example/m/register?code=AUMEMBER',
      invitedCount: 4,
      qualifiedCount: 2,
      totalReward: 60,
      rewardPerFriend: INVITE_REWARD,
      pageNum: 1,
      totalPages: 1,
    });
    expect(all.records.map((r) => r.userName)).toEqual(['**a_p', '***o_r', '***wei', '****hai']);
    expect(all.records.map((r) => [r.qualified, r.reward])).toEqual([
      [true, 30],
      [true, 30],
      [false, 0],
      [false, 0],
    ]);
    const times = all.records.map((r) => r.registeredAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await c.call(contract.inviteInfo, { pageNo: 2, pageSize: 3 });
    expect([second.pageNum, second.totalPages, second.records.length]).toEqual([2, 2, 1]);
    expect(second.records[0]).toEqual(all.records[3]);
    // The totals count every friend, whichever page is asked for.
    expect(second.invitedCount).toBe(4);
  });

  it('is refused when the merchant has referral off, to agents, trial accounts and guests', async () => {
    const member = tp.client({ token: await tp.login() });
    expect((await control('/__sim/merchants/aurum', { settings: { referralEnabled: false } })).status).toBe(
      200,
    );
    const off = await failure(member.call(contract.inviteInfo, {}));
    expect([off.code, off.status]).toEqual(['PROMOTION_UNAVAILABLE', 409]);
    await control('/__sim/merchants/aurum', { settings: { referralEnabled: true } });
    expect((await member.call(contract.inviteInfo, {})).code).toBe('AUMEMBER');

    for (const agent of ['demo_agent', 'demo_agent41']) {
      const refused = await failure(
        tp.client({ token: await tp.login(agent) }).call(contract.inviteInfo, {}),
      );
      expect([agent, refused.code]).toEqual([agent, 'NO_PERMISSION']);
    }
    const trial = (await tp.client().call(contract.trial, {})).token;
    expect((await failure(tp.client({ token: trial }).call(contract.inviteInfo, {}))).code).toBe(
      'TRIAL_REFUSED',
    );
    expect((await failure(tp.client().call(contract.inviteInfo, {}))).code).toBe('NOT_LOGGED_IN');
  });

  it('pays the referrer once when a friend registered with the code deposits enough', async () => {
    const body = await tp.encrypt(
      contract.register,
      registrationPayload({ username: 'friend_of_sofia', affiliateCode: 'AUMEMBER' }),
    );
    const grant = await tp.client().call(contract.register, body, { headers: encryptionHeaders });
    const referrer = tp.client({ token: await tp.login() });
    const before = await referrer.call(contract.inviteInfo, {});
    expect(before.records[0]).toMatchObject({ userName: '******fia', qualified: false, reward: 0 });
    const balance = (await referrer.call(contract.wallet, {})).sumBalance;

    const friend = tp.client({ token: grant.token });
    const qr = (await friend.call(contract.depositChannels, {})).find((c) => c.type === 'QR')!;
    const deposit = async (amount: number) => {
      await friend.call(contract.createDeposit, { channelId: qr.id, amount });
      // The QR channel confirms on its own after two minutes of platform time.
      await tp.request('/__sim/clock/advance', { method: 'POST', body: JSON.stringify({ minutes: 2 }) });
      await friend.call(contract.wallet, {});
    };
    await deposit(INVITE_QUALIFYING_DEPOSIT / 2);
    expect((await referrer.call(contract.inviteInfo, {})).records[0]!.qualified).toBe(false);
    await deposit(INVITE_QUALIFYING_DEPOSIT / 2);
    const after = await referrer.call(contract.inviteInfo, {});
    expect(after.records[0]).toMatchObject({ qualified: true, reward: INVITE_REWARD });
    expect([after.qualifiedCount, after.totalReward]).toEqual([3, 60 + INVITE_REWARD]);
    expect((await referrer.call(contract.wallet, {})).sumBalance).toBeCloseTo(balance + INVITE_REWARD, 2);
    // Paid once: more deposits change nothing.
    await deposit(INVITE_QUALIFYING_DEPOSIT);
    expect((await referrer.call(contract.wallet, {})).sumBalance).toBeCloseTo(balance + INVITE_REWARD, 2);
    expect((await referrer.call(contract.inviteInfo, {})).totalReward).toBe(60 + INVITE_REWARD);
  });
});
