// The platform itself: persistence across restarts, fresh start, seed determinism and speed, the
// control API, faults, and the request encryption round trip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contract,
  decryptPayload,
  DecryptionError,
  encryptPayload,
  generatePlatformKeyPair,
  importPrivateKey,
  importPublicKey,
} from '../../contract/index.ts';
import { seedGames } from '../seed/games.ts';
import { seedBanners, seedPromotions } from '../seed/content.ts';
import { bannerPng } from '../png.ts';
import { failure, humanCheck, startTestPlatform, type TestPlatform } from '../testing.ts';

describe('request encryption (contract/crypto.ts)', () => {
  it('round-trips a payload and refuses the wrong key, path or age', async () => {
    const pair = await generatePlatformKeyPair();
    const pub = await importPublicKey({ keyId: 'k1', publicKey: pair.publicKey });
    const priv = await importPrivateKey(pair.privateKey);
    const payload = { username: 'ana', password: 'pässwörd 🔐' };
    const body = await encryptPayload(payload, pub, '/wps/session/login', 1000);
    expect(body.keyId).toBe('k1');
    expect(JSON.stringify(body)).not.toContain('ana');
    expect(await decryptPayload(body, priv, '/wps/session/login', 2000)).toEqual(payload);
    await expect(decryptPayload(body, priv, '/wps/member/register', 2000)).rejects.toBeInstanceOf(
      DecryptionError,
    );
    await expect(decryptPayload(body, priv, '/wps/session/login', 1000 + 6 * 60_000)).rejects.toBeInstanceOf(
      DecryptionError,
    );
    const other = await importPrivateKey((await generatePlatformKeyPair()).privateKey);
    await expect(decryptPayload(body, other, '/wps/session/login', 2000)).rejects.toBeInstanceOf(
      DecryptionError,
    );
    // A fresh AES key and nonce per request.
    const again = await encryptPayload(payload, pub, '/wps/session/login', 1000);
    expect([again.key === body.key, again.iv === body.iv, again.data === body.data]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('seed', () => {
  it('is deterministic', () => {
    expect(seedGames()).toEqual(seedGames());
    expect(seedPromotions()).toEqual(seedPromotions());
    const games = seedGames();
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length);
    expect(new Set(games.map((g) => `${g.vendor}/${g.names.EN}`)).size).toBe(games.length);
  });

  it('scales to 10,000 games with unique names', () => {
    const games = seedGames(2416);
    expect(games.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(games.map((g) => `${g.vendor}/${g.names.EN}`)).size).toBe(games.length);
  });
});

describe('persistence', () => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await startTestPlatform();
  });
  afterAll(() => tp.dispose());

  it('keeps state and sessions across a restart, and starts fresh when asked', async () => {
    const token = await tp.login();
    const c = tp.client({ token });
    await c.call(contract.addFavourite, { nodeId: '10010', vendor: 'PG' });
    const card = await c.call(contract.createDeposit, { channelId: 1, amount: 300 });
    const pub = (await tp.client().call(contract.publicKey, {})).publicKey;

    tp = await tp.restart();
    const after = tp.client({ token });
    expect((await after.call(contract.favourites, { pageSize: 100 })).content.map((g) => g.nodeId)).toContain(
      '10010',
    );
    expect((await after.call(contract.depositOrders, {})).content[0]!.orderId).toBe(card.orderId);
    expect((await tp.client().call(contract.publicKey, {})).publicKey).toBe(pub);
    // Encrypted calls still work with the key fetched before the restart.
    expect(await tp.login()).toBeTruthy();

    const started = performance.now();
    tp = await tp.restart({ fresh: true });
    expect(performance.now() - started).toBeLessThan(2000);
    const e = await failure(tp.client({ token }).call(contract.memberInfo, {}));
    expect(e.code).toBe('SESSION_EXPIRED');
    const fresh = tp.client({ token: await tp.login() });
    expect(
      (await fresh.call(contract.favourites, { pageSize: 100 })).content.map((g) => g.nodeId),
    ).not.toContain('10010');
  });
});

describe('schema version', () => {
  it('drops and seeds again a database of an older schema', async () => {
    const { DatabaseSync } = await import('node:sqlite');
    let tp = await startTestPlatform();
    await tp.request('/__sim/members/demo_member', { method: 'PATCH', body: JSON.stringify({ balance: 5 }) });
    tp.close();
    const raw = new DatabaseSync(tp.dataFile);
    raw.exec('PRAGMA user_version = 1');
    raw.close();
    tp = await tp.restart();
    const c = tp.client({ token: await tp.login() });
    expect((await c.call(contract.wallet, {})).sumBalance).toBe(1234.56);
    tp.dispose();
  });
});

describe('control API', () => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await startTestPlatform();
  });
  afterAll(() => tp.dispose());
  const patch = (path: string, body: unknown) =>
    tp.request(path, { method: 'PATCH', body: JSON.stringify(body) });

  it('merges merchant flags, settings and templates', async () => {
    const res = await patch('/__sim/merchants/aurum', {
      whitelabel: { CBS3: false },
      settings: { captcha: true, googleLogin: { enabled: true } },
      mobileTemplate: { mem_cen: '1' },
    });
    expect(res.status).toBe(200);
    const s = await tp.client().call(contract.siteSettings, {});
    expect([
      s.whitelabel.CBS3,
      s.whitelabel.DIRECTREG3,
      s.settings.captcha,
      s.settings.googleLogin.enabled,
      s.settings.smsLogin,
    ]).toEqual([false, true, true, true, true]);
    expect(s.mobileTemplate).toMatchObject({ mem_cen: '1', dep_func: '0' });
    expect((await patch('/__sim/merchants/nope', {})).status).toBe(404);
    expect((await patch('/__sim/merchants/aurum', { maintenance: 'yes' })).status).toBe(400);
    await patch('/__sim/merchants/aurum', { settings: { captcha: false } });
  });

  it('sets member balance, unread counts and promotion counts', async () => {
    const res = await patch('/__sim/members/demo_member', {
      balance: 99.5,
      inboxUnreadCount: 7,
      chatUnreadCount: 120,
      announcementUnreadCount: 1,
      promoCounts: { MANUAL: 4, TICKET: 0 },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).not.toContain('scrypt');
    const c = tp.client({ token: await tp.login() });
    expect((await c.call(contract.wallet, {})).sumBalance).toBe(99.5);
    const unread = await c.call(contract.unreadCounts, {});
    expect(unread).toMatchObject({ inboxUnreadCount: 7, announcementUnreadCount: 1 });
    const avail = await c.call(contract.promoAvailability, {});
    expect(avail.find((a) => a.key === 'MANUAL')?.count).toBe(4);
    const verde = await patch('/__sim/members/demo_member', { merchant: 'verde', balance: 10 });
    expect(verde.status).toBe(200);
    expect((await patch('/__sim/members/nobody', { balance: 1 })).status).toBe(404);
  });

  it('adds latency, errors and malformed answers for path patterns, and clears them', async () => {
    const add = (body: unknown) =>
      tp.request('/__sim/faults', { method: 'POST', body: JSON.stringify(body) });
    expect((await add({ pattern: '/wps/banner/*', errorRate: 1, status: 503 })).status).toBe(200);
    const down = await failure(tp.client().call(contract.banners, {}));
    expect([down.code, down.status]).toEqual(['MAINTENANCE', 503]);
    await add({ pattern: '/wps/game/hot', malformed: 'schema' });
    expect((await failure(tp.client().call(contract.hotGames, {}))).code).toBe('MALFORMED_RESPONSE');
    await add({ pattern: '^/wps/promotion/list$', malformed: 'json', times: 1 });
    expect((await failure(tp.client().call(contract.promotions, {}))).code).toBe('MALFORMED_RESPONSE');
    expect((await tp.client().call(contract.promotions, {})).length).toBeGreaterThan(0);
    await add({ pattern: '/wps/system/status', latencyMs: 120 });
    const t0 = performance.now();
    await tp.client().call(contract.systemStatus, {});
    expect(performance.now() - t0).toBeGreaterThanOrEqual(100);
    expect((await add({ pattern: '' })).status).toBe(400);
    const listed = (await (await tp.request('/__sim/faults')).json()) as { value: unknown[] };
    expect(listed.value).toHaveLength(4);
    await tp.request('/__sim/faults', { method: 'DELETE' });
    expect((await tp.client().call(contract.banners, {})).length).toBe(7);
  });

  it('tells the last SMS code and a captcha answer', async () => {
    await tp.client().call(contract.smsLoginCode, {
      mobileNum: '912345603',
      countryDialingCode: '+351',
      ...(await humanCheck(tp)),
    });
    const sms = (await (await tp.request('/__sim/sms/912345603')).json()) as {
      value: { code: string; purpose: string };
    };
    expect(sms.value.code).toMatch(/^\d{6}$/);
    expect(sms.value.purpose).toBe('login');
    expect((await tp.request('/__sim/sms/+351912345603')).status).toBe(200);
    expect((await tp.request('/__sim/sms/000')).status).toBe(404);
    const cap = await tp.client().call(contract.captcha, {});
    expect(cap.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = (await (await tp.request(`/__sim/captcha/${cap.captchaId}`)).json()) as {
      value: { answer: string };
    };
    expect(answer.value.answer).toMatch(/^\d{4}$/);
  });

  it('restores the seed on reset', async () => {
    await patch('/__sim/members/demo_member', { balance: 1 });
    expect((await tp.request('/__sim/reset', { method: 'POST' })).status).toBe(200);
    const c = tp.client({ token: await tp.login() });
    expect((await c.call(contract.wallet, {})).sumBalance).toBe(1234.56);
    expect((await tp.client().call(contract.siteSettings, {})).whitelabel.CBS3).toBe(true);
  });

  it('serves images through the CDN aliases, downloads and brand images', async () => {
    const direct = await tp.request('/sim/img/game/10001.svg');
    const viaCdn = await tp.request('/sim/cdn/a/sim/img/game/10001.svg');
    expect(viaCdn.status).toBe(200);
    expect(await viaCdn.text()).toBe(await direct.text());
    expect((await tp.request('/sim/cdn/a/etc/passwd')).status).toBe(404);
    expect((await tp.request('/sim/img/game/1.svg')).status).toBe(404);
    // The lobby's icons are PNG, the large one for 2x screens.
    const png = await tp.request('/sim/img/game/10001.png?size=large');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).readUInt32BE(16)).toBe(400);
    expect((await tp.request('/sim/img/game/1.png')).status).toBe(404);
    // Wide banners are PNG with the title drawn in the language asked, English where the picture's
    // Latin capitals cannot draw it (a Chinese title).
    const banner = await tp.request('/sim/img/banner/1.png?lang=EN');
    expect(banner.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await banner.arrayBuffer()).equals(bannerPng('banner-1', seedBanners()[0]!.titles.EN!)),
    ).toBe(true);
    const lucky = seedPromotions().find((p) => p.titles.EN === 'Lucky week')!;
    const cover = await tp.request(`/sim/img/promo/${lucky.id}/cover.png?lang=CN`);
    expect(
      Buffer.from(await cover.arrayBuffer()).equals(
        bannerPng(`promo-${lucky.id}`, 'Lucky week', '', 690, 320),
      ),
    ).toBe(true);
    const settings = await tp.client().call(contract.siteSettings, {});
    for (const r of settings.resources.filter((x) => x.url.startsWith('/sim/'))) {
      const res = await tp.request(r.url);
      expect([r.resourceType, res.status]).toEqual([r.resourceType, 200]);
    }
    const vip = await tp.client().call(contract.vipLevels, {});
    for (const url of [
      vip.levels[14]!.imageUrl,
      vip.levels[0]!.bonusImageUrl,
      settings.mobileTemplate.app_background,
    ])
      expect((await tp.request(url)).headers.get('content-type'), url).toContain(
        url.endsWith('.png') ? 'image/png' : 'image/svg+xml',
      );
  });

  it('is absent with control off', async () => {
    const off = await tp.restart({ control: false });
    tp = off;
    expect((await off.request('/__sim/reset', { method: 'POST' })).status).toBe(404);
    expect((await off.client().call(contract.systemStatus, {})).status).toBe(0);
  });
});
