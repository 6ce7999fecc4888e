// The control API for the platform's content: announcements, banners, promotions, mall items and
// inbox messages created, changed and removed through /__sim, and the /wps answers (read through the
// app's own API client, which checks each answer against the contract) following at once.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { failure, startTestPlatform, TEST_START, type TestPlatform } from '../testing.ts';
import { bannerPng } from '../png.ts';

let tp: TestPlatform;
beforeAll(async () => {
  tp = await startTestPlatform();
});
afterAll(() => tp.dispose());
beforeEach(async () => {
  expect((await tp.request('/__sim/reset', { method: 'POST' })).status).toBe(200);
});

interface Answer<T> {
  status: number;
  value: T;
}
async function send<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const res = await tp.request(path, {
    method,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, value: ((await res.json()) as { value: T }).value };
}
type Created = { id: number };

describe('announcements', () => {
  const list = async (merchant: string, language: 'PT' | 'EN' = 'PT') =>
    tp.client({ merchant }).call(contract.announcements, { types: 'PL,PU,PR', language });

  it('creates a ticker notice for one merchant, newest first, unread for its members', async () => {
    const token = await tp.login();
    const before = (await tp.client({ token }).call(contract.unreadCounts, {})).announcementUnreadCount;
    const created = await send<Created & { createdAt: number; merchant: string }>(
      'POST',
      '/__sim/merchants/aurum/announcements',
      { type: 'PL', title: { PT: 'Novo aviso', EN: 'New notice' }, content: '<p>Olá <b>todos</b></p>' },
    );
    expect(created.status).toBe(201);
    expect(created.value).toMatchObject({ merchant: 'aurum', createdAt: TEST_START });
    const player = (await list('aurum')).player;
    expect(player[0]).toMatchObject({
      id: created.value.id,
      title: 'Novo aviso',
      content: '<p>Olá <b>todos</b></p>',
    });
    expect((await list('aurum', 'EN')).player[0]!.title).toBe('New notice');
    expect((await list('verde')).player.map((a) => a.id)).not.toContain(created.value.id);
    expect((await tp.client({ token }).call(contract.unreadCounts, {})).announcementUnreadCount).toBe(
      before + 1,
    );
  });

  it('creates popups and promotion notices in their own lists', async () => {
    const pu = await send<Created>('POST', '/__sim/merchants/verde/announcements', {
      type: 'PU',
      title: 'Popup',
      content: '<p>Popup</p>',
    });
    const pr = await send<Created>('POST', '/__sim/merchants/verde/announcements', {
      type: 'PR',
      title: 'Promo',
      content: '<p>Promo</p>',
    });
    const v = await list('verde');
    expect(v.popup[0]!.id).toBe(pu.value.id);
    expect(v.promotion[0]!.id).toBe(pr.value.id);
    expect(v.player.map((a) => a.id)).not.toContain(pu.value.id);
  });

  it('changes one language, the type or the date, and removes it', async () => {
    const { value } = await send<Created>('POST', '/__sim/merchants/aurum/announcements', {
      type: 'PL',
      title: 'Igual em todas',
      content: '<p>x</p>',
    });
    const path = `/__sim/merchants/aurum/announcements/${value.id}`;
    const changed = await send<{ title: Record<string, string> }>('PATCH', path, {
      title: { EN: 'English only' },
    });
    expect(changed.status).toBe(200);
    expect(changed.value.title).toMatchObject({ PT: 'Igual em todas', EN: 'English only' });
    expect((await list('aurum', 'EN')).player[0]!.title).toBe('English only');
    expect((await list('aurum')).player[0]!.title).toBe('Igual em todas');
    await send('PATCH', path, { type: 'PU' });
    expect((await list('aurum')).popup[0]!.id).toBe(value.id);
    await send('PATCH', path, { createdAt: '2026-01-01T00:00:00Z' });
    expect((await list('aurum')).popup.find((a) => a.id === value.id)?.createdAt).toBe(
      Date.parse('2026-01-01T00:00:00Z'),
    );
    expect((await send('DELETE', path)).status).toBe(200);
    const after = await list('aurum');
    expect([...after.player, ...after.popup].map((a) => a.id)).not.toContain(value.id);
    expect((await send('DELETE', path)).status).toBe(404);
    expect((await send('PATCH', path, { type: 'PL' })).status).toBe(404);
  });

  it('removes a seeded announcement (every merchant’s) from every merchant', async () => {
    const seeded = (await list('lumen')).player[0]!;
    expect((await send('GET', '/__sim/merchants/lumen/announcements')).value).toContainEqual(
      expect.objectContaining({ id: seeded.id, merchant: null }),
    );
    expect((await send('DELETE', `/__sim/merchants/aurum/announcements/${seeded.id}`)).status).toBe(200);
    for (const m of ['aurum', 'verde', 'lumen'])
      expect(
        (await list(m)).player.map((a) => a.id),
        m,
      ).not.toContain(seeded.id);
  });

  it('answers 404 for another merchant’s announcement or an unknown merchant, 400 for bad bodies', async () => {
    const { value } = await send<Created>('POST', '/__sim/merchants/verde/announcements', {
      type: 'PL',
      title: 'Só verde',
      content: '',
    });
    expect((await send('DELETE', `/__sim/merchants/aurum/announcements/${value.id}`)).status).toBe(404);
    expect(
      (await send('POST', '/__sim/merchants/nope/announcements', { type: 'PL', title: 't', content: '' }))
        .status,
    ).toBe(404);
    expect((await send('PATCH', '/__sim/merchants/aurum/announcements/abc', { type: 'PL' })).status).toBe(
      404,
    );
    const bad = [
      { title: 't', content: '' },
      { type: 'X', title: 't', content: '' },
      { type: 'PL', title: '', content: '' },
      { type: 'PL', title: {}, content: '' },
      { type: 'PL', title: { XX: 't' }, content: '' },
      { type: 'PL', title: 't', content: '', createdAt: 'yesterday' },
      { type: 'PL', title: 't', content: '', colour: 'red' },
      'not json',
    ];
    for (const body of bad) {
      const r = await send<Record<string, string[]>>('POST', '/__sim/merchants/aurum/announcements', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.value).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const unknownField = await send<Record<string, string[]>>(
      'POST',
      '/__sim/merchants/aurum/announcements',
      {
        type: 'PL',
        title: 't',
        content: '',
        colour: 'red',
      },
    );
    expect(unknownField.value).toEqual({ colour: ['not a known field'] });
  });
});

describe('banners', () => {
  const banners = (merchant: string) => tp.client({ merchant }).call(contract.banners, {});

  it('creates a home banner with a generated picture, last in its group, for one merchant', async () => {
    const created = await send<Created & { url: string; sequence: number }>(
      'POST',
      '/__sim/merchants/aurum/banners',
      {
        groupName: 'm_home',
        title: { PT: 'Fim de semana', EN: 'Weekend' },
        link: '/m/activity',
      },
    );
    expect(created.status).toBe(201);
    const list = await banners('aurum');
    const mine = list.find((b) => b.id === created.value.id)!;
    expect(mine).toMatchObject({ groupName: 'm_home', title: 'Fim de semana', link: '/m/activity' });
    expect(mine.sequence).toBe(
      Math.max(...list.filter((b) => b.groupName === 'm_home').map((b) => b.sequence)),
    );
    const picture = await tp.request(mine.url);
    expect(picture.headers.get('content-type')).toBe('image/png');
    // The picture is drawn with the banner's own title: the same as the simulator draws for it.
    expect(
      Buffer.from(await picture.arrayBuffer()).equals(
        bannerPng(`banner-${created.value.id}`, 'Fim de semana'),
      ),
    ).toBe(true);
    expect((await banners('verde')).map((b) => b.id)).not.toContain(created.value.id);
    // The announcements call's banners follow too.
    const viaAnnouncements = await tp
      .client({ merchant: 'aurum' })
      .call(contract.announcements, { types: 'B' });
    expect(viaAnnouncements.banners.map((b) => b.id)).toContain(created.value.id);
  });

  it('takes a picture of its own, changes (with a new picture URL) and is removed', async () => {
    const { value } = await send<Created>('POST', '/__sim/merchants/lumen/banners', {
      groupName: 'm_live',
      title: 'Ao vivo',
      imageUrl: 'https://cdn.example/live.png',
      sequence: 0,
    });
    let mine = (await banners('lumen')).find((b) => b.id === value.id)!;
    expect(mine.url).toBe('https://cdn.example/live.png');
    expect((await banners('lumen')).filter((b) => b.groupName === 'm_live')[0]!.id).toBe(value.id);
    const path = `/__sim/merchants/lumen/banners/${value.id}`;
    await send('PATCH', path, { imageUrl: '' });
    mine = (await banners('lumen')).find((b) => b.id === value.id)!;
    expect(mine.url).toMatch(new RegExp(`^/sim/img/banner/${value.id}\\.png\\?lang=\\w+&v=\\d+$`));
    const before = Buffer.from(await (await tp.request(mine.url)).arrayBuffer());
    await send('PATCH', path, { title: 'Novo título', link: '/m/vip' });
    const renamed = (await banners('lumen')).find((b) => b.id === value.id)!;
    expect(renamed).toMatchObject({ title: 'Novo título', link: '/m/vip' });
    expect(renamed.url).not.toBe(mine.url);
    const after = Buffer.from(await (await tp.request(renamed.url)).arrayBuffer());
    expect(after.equals(bannerPng(`banner-${value.id}`, 'Novo título', 'LIVE'))).toBe(true);
    expect(after.equals(before)).toBe(false);
    expect((await send('DELETE', path)).status).toBe(200);
    expect((await banners('lumen')).map((b) => b.id)).not.toContain(value.id);
    expect((await send('PATCH', path, { title: 'x' })).status).toBe(404);
  });

  it('refuses bad groups, links, sequences and images', async () => {
    for (const body of [
      { title: 't' },
      { groupName: 'm_reg', title: 't' },
      { groupName: 'm_home', title: 't', sequence: -1 },
      { groupName: 'm_home', title: 't', sequence: 1.5 },
      { groupName: 'm_home', title: 't', imageUrl: 'javascript:alert(1)' },
      { groupName: 'm_home', title: 't', link: 5 },
    ])
      expect((await send('POST', '/__sim/merchants/aurum/banners', body)).status, JSON.stringify(body)).toBe(
        400,
      );
    expect((await send('DELETE', '/__sim/merchants/aurum/banners/9999')).status).toBe(404);
  });
});

describe('promotions', () => {
  const content =
    '<h2>Bónus de Natal</h2><p><img src="/sim/img/promo/1001/cover.svg" alt=""></p><table><tr><td>100</td><td>20</td></tr></table>';

  it('creates a promotion with HTML content and its own images, joinable at once', async () => {
    const created = await send<Created & { startDate: string; noExpiry: boolean }>(
      'POST',
      '/__sim/merchants/aurum/promotions',
      {
        title: { PT: 'Bónus de Natal', EN: 'Christmas bonus' },
        content,
        category: 'deposit_promo',
        kind: 'MANUAL',
        reward: 20,
        images: { cover: 'https://cdn.example/xmas-cover.jpg' },
      },
    );
    expect(created.status).toBe(201);
    expect(created.value).toMatchObject({ startDate: '2026-11-22', noExpiry: true });
    const token = await tp.login();
    const list = await tp.client({ token }).call(contract.promotions, { category: 'deposit_promo' });
    const mine = list.find((p) => p.id === created.value.id)!;
    expect(mine).toMatchObject({ title: 'Bónus de Natal', content, state: 'JOIN', noExpiry: 1, endDate: '' });
    expect(mine.announcementImages).toEqual([
      { url: 'https://cdn.example/xmas-cover.jpg', sequence: 1 },
      {
        url: expect.stringMatching(new RegExp(`^/sim/img/promo/${created.value.id}/banner\\.png`)),
        sequence: 2,
      },
    ]);
    expect((await tp.request(mine.announcementImages[1]!.url)).status).toBe(200);
    const detail = await tp
      .client({ token })
      .call(contract.promotionDetail, { id: created.value.id, language: 'EN' });
    expect(detail.title).toBe('Christmas bonus');
    expect(
      (await tp.client({ token }).call(contract.joinPromotion, { promotionId: created.value.id })).state,
    ).toBe('JOINED');
    const verde = await failure(
      tp.client({ merchant: 'verde' }).call(contract.promotionDetail, { id: created.value.id }),
    );
    expect(verde.code).toBe('NOT_FOUND');
  });

  it('schedules, ends and removes a promotion; reward records of a removed one stay', async () => {
    const { value } = await send<Created>('POST', '/__sim/merchants/aurum/promotions', {
      title: 'Em breve',
      content: '<p>x</p>',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    const token = await tp.login();
    const stateOf = async (id: number) =>
      (await tp.client({ token }).call(contract.promotions, {})).find((p) => p.id === id)?.state;
    expect(await stateOf(value.id)).toBe('COMING_SOON');
    const path = `/__sim/merchants/aurum/promotions/${value.id}`;
    await send('PATCH', path, { startDate: '2026-11-01' });
    expect(await stateOf(value.id)).toBe('JOIN');
    await send('PATCH', path, { endDate: '2026-11-21' });
    expect(await stateOf(value.id)).toBeUndefined();
    expect((await send('DELETE', path)).status).toBe(200);
    expect((await failure(tp.client().call(contract.promotionDetail, { id: value.id }))).code).toBe(
      'NOT_FOUND',
    );
    // A seeded promotion the demo member has a reward record for.
    expect((await send('DELETE', '/__sim/merchants/verde/promotions/1005')).status).toBe(200);
    const rewards = await tp.client({ token }).call(contract.rewardCenter, {});
    expect(rewards.content.map((r) => r.promotionId)).toContain(1005);
    expect((await tp.client({ token }).call(contract.promotions, {})).map((p) => p.id)).not.toContain(1005);
    expect((await send('PATCH', '/__sim/merchants/aurum/promotions/1005', { reward: 1 })).status).toBe(404);
  });

  it('refuses bad categories, kinds, dates and images', async () => {
    const base = { title: 't', content: '<p>x</p>' };
    for (const body of [
      { content: 'x' },
      { ...base, category: 'casino' },
      { ...base, kind: 'FREE' },
      { ...base, startDate: '1 Dec' },
      { ...base, images: { cover: 'ftp://x' } },
      { ...base, images: { poster: '/x.png' } },
      { ...base, reward: -1 },
    ])
      expect(
        (await send('POST', '/__sim/merchants/aurum/promotions', body)).status,
        JSON.stringify(body),
      ).toBe(400);
  });
});

describe('mall items', () => {
  it('creates, restocks and removes an item of one merchant, redeemable with points', async () => {
    const created = await send<Created>('POST', '/__sim/merchants/verde/mall-items', {
      name: { PT: 'Camisola', EN: 'Jersey' },
      description: 'Oficial',
      category: 'gift',
      points: 1000,
      stock: 1,
    });
    expect(created.status).toBe(201);
    const token = await tp.login('demo_member', 'verde');
    const member = tp.client({ token, merchant: 'verde' });
    const item = (await member.call(contract.mallItems, {})).items.find((i) => i.id === created.value.id)!;
    expect(item).toMatchObject({ name: 'Camisola', description: 'Oficial', points: 1000, stock: 1 });
    expect((await tp.request(item.imageUrl)).status).toBe(200);
    expect(
      (await tp.client({ merchant: 'aurum' }).call(contract.mallItems, {})).items.map((i) => i.id),
    ).not.toContain(created.value.id);
    await member.call(contract.redeem, { itemId: created.value.id, quantity: 1 });
    expect(
      (await failure(member.call(contract.redeem, { itemId: created.value.id, quantity: 1 }))).code,
    ).toBe('OUT_OF_STOCK');
    const path = `/__sim/merchants/verde/mall-items/${created.value.id}`;
    expect((await send('PATCH', path, { stock: 5, imageUrl: '/sim/img/mall/1.svg' })).status).toBe(200);
    const restocked = (await member.call(contract.mallItems, {})).items.find(
      (i) => i.id === created.value.id,
    )!;
    expect(restocked).toMatchObject({ stock: 5, imageUrl: '/sim/img/mall/1.svg' });
    expect((await send('DELETE', path)).status).toBe(200);
    expect((await member.call(contract.mallItems, {})).items.map((i) => i.id)).not.toContain(
      created.value.id,
    );
    expect(
      (await failure(member.call(contract.redeem, { itemId: created.value.id, quantity: 1 }))).code,
    ).toBe('NOT_FOUND');
  });

  it('refuses items without a name, category or whole points', async () => {
    for (const body of [
      { category: 'gift', points: 1, stock: 1 },
      { name: 'x', points: 1, stock: 1 },
      { name: 'x', category: 'gift', points: 1.5, stock: 1 },
      { name: 'x', category: 'gift', points: 1 },
    ])
      expect(
        (await send('POST', '/__sim/merchants/aurum/mall-items', body)).status,
        JSON.stringify(body),
      ).toBe(400);
    expect((await send('DELETE', '/__sim/merchants/aurum/mall-items/9999')).status).toBe(404);
  });
});

describe('inbox messages', () => {
  const inbox = async (token: string, merchant?: string) =>
    (await tp.client({ token, merchant }).call(contract.inbox, {})).content;
  const unread = async (token: string, merchant?: string) =>
    (await tp.client({ token, merchant }).call(contract.unreadCounts, {})).inboxUnreadCount;

  it('adds a message to a member, marks it read, and removes it', async () => {
    const token = await tp.login();
    const before = await unread(token);
    const added = await send<Created & { read: boolean }>('POST', '/__sim/members/demo_member/messages', {
      title: 'Bem-vindo',
      content: '<p>Olá</p>',
    });
    expect(added.status).toBe(201);
    expect((await inbox(token))[0]).toMatchObject({ id: added.value.id, title: 'Bem-vindo', read: false });
    expect(await unread(token)).toBe(before + 1);
    const path = `/__sim/members/demo_member/messages/${added.value.id}`;
    expect((await send('PATCH', path, { read: true, title: 'Lida' })).status).toBe(200);
    expect((await inbox(token))[0]).toMatchObject({ title: 'Lida', read: true });
    expect(await unread(token)).toBe(before);
    expect((await send('DELETE', path)).status).toBe(200);
    expect((await inbox(token)).map((m) => m.id)).not.toContain(added.value.id);
    expect((await send('DELETE', path)).status).toBe(404);
  });

  it('sets a member’s whole inbox at another merchant', async () => {
    const set = await send<{ title: string }[]>('PUT', '/__sim/members/demo_member/messages', {
      merchant: 'verde',
      messages: [
        { title: 'Antiga', read: true, createdAt: '2026-11-01T10:00:00Z' },
        { title: 'Nova', content: '<p>n</p>' },
      ],
    });
    expect(set.status).toBe(200);
    expect(set.value.map((m) => m.title)).toEqual(['Nova', 'Antiga']);
    const token = await tp.login('demo_member', 'verde');
    expect((await inbox(token, 'verde')).map((m) => [m.title, m.read])).toEqual([
      ['Nova', false],
      ['Antiga', true],
    ]);
    expect(await unread(token, 'verde')).toBe(1);
    expect(
      (await send<unknown[]>('GET', '/__sim/members/demo_member/messages?merchant=verde')).value,
    ).toHaveLength(2);
    // Aurum's demo member keeps their own.
    expect((await inbox(await tp.login())).length).toBeGreaterThan(2);
    expect(
      (await send('PUT', '/__sim/members/demo_member/messages', { merchant: 'verde', messages: [] })).status,
    ).toBe(200);
    expect(await inbox(token, 'verde')).toEqual([]);
  });

  it('sends a message to every member of a merchant, or to some', async () => {
    const all = await send<{ sent: { username: string }[] }>('POST', '/__sim/merchants/verde/messages', {
      title: 'Manutenção',
      content: '<p>Hoje às 03:00</p>',
    });
    expect(all.status).toBe(201);
    expect(all.value.sent.map((s) => s.username)).toEqual(
      expect.arrayContaining(['demo_member', 'demo_agent', 'demo_agent41', 'demo_contract']),
    );
    const some = await send<{ sent: { username: string }[] }>('POST', '/__sim/merchants/verde/messages', {
      title: 'Só para si',
      usernames: ['demo_agent'],
    });
    expect(some.value.sent.map((s) => s.username)).toEqual(['demo_agent']);
    const token = await tp.login('demo_agent', 'verde');
    expect((await inbox(token, 'verde')).map((m) => m.title).slice(0, 2)).toEqual([
      'Só para si',
      'Manutenção',
    ]);
    expect(
      (await send('POST', '/__sim/merchants/verde/messages', { title: 'x', usernames: ['nobody'] })).status,
    ).toBe(404);
  });

  it('answers 404 for unknown members and messages, 400 for bad bodies', async () => {
    expect((await send('POST', '/__sim/members/nobody/messages', { title: 'x' })).status).toBe(404);
    expect((await send('GET', '/__sim/members/nobody/messages')).status).toBe(404);
    expect((await send('PATCH', '/__sim/members/demo_member/messages/999999', { read: true })).status).toBe(
      404,
    );
    for (const body of [{}, { title: '' }, { title: 'x', read: 'yes' }, { title: 'x', createdAt: 'now' }])
      expect(
        (await send('POST', '/__sim/members/demo_member/messages', body)).status,
        JSON.stringify(body),
      ).toBe(400);
    expect(
      (
        await send('PUT', '/__sim/members/demo_member/messages', {
          messages: [{ title: 'x', createdAt: 'bad' }],
        })
      ).status,
    ).toBe(400);
    expect((await tp.client({ token: await tp.login() }).call(contract.inbox, {})).totalElements).toBe(5);
  });
});

describe('documentation', () => {
  it('names every control route in simulator/README.md as `METHOD /__sim/path`', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const routes = tp.app.routes
      .filter((r) => r.path.startsWith('/__sim/') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of new Set(routes)) expect(readme, route).toContain(`\`${route}\``);
  });
});
