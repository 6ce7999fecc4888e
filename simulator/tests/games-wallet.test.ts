// Contract tests: games and lottery, deposit and withdraw, records, agent contracts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { TRANSACTION_TYPES } from '../../contract/calls/records.ts';
import { failure, startTestPlatform, type TestPlatform } from '../testing.ts';

let tp: TestPlatform;
let member: string;
beforeAll(async () => {
  tp = await startTestPlatform();
  member = await tp.login();
});
afterAll(() => tp.dispose());

describe('games', () => {
  it('has at least 650 games over every lobby category and at least 12 vendors', async () => {
    const c = tp.client();
    const setup = await c.call(contract.vendorSetup, { language: 'PT' });
    const vendors = new Set(setup.sorting.flatMap((s) => s.vendorNames));
    expect(vendors.size).toBeGreaterThanOrEqual(12);
    for (const v of [
      'TCG_LOTTO_VN',
      'TCG_SEA',
      'LOTT',
      'ELOTT',
      'DS88',
      'IMES',
      'SV388',
      'IA',
      'TF',
      'BGS',
      'BNG',
    ])
      expect(vendors.has(v), v).toBe(true);
    let total = 0;
    for (const type of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTTERY', 'COCKFIGHT', 'LIVESTREAM']) {
      const page = await c.call(contract.gameList, { gameType: type, pageNo: 1, pageSize: 25 });
      expect(page.totalElements, type).toBeGreaterThan(0);
      total += page.totalElements;
    }
    expect(total).toBeGreaterThanOrEqual(650);
    for (const type of ['ESPORTS', 'INHOUSE', 'BINGO'])
      expect((await c.call(contract.gameList, { gameType: type })).totalElements, type).toBeGreaterThan(0);
    expect(setup.mapping.ELOTT).toEqual(['ELOTT']);
    const verde = await tp.client({ merchant: 'verde' }).call(contract.vendorSetup, {});
    expect(verde.mapping.ELOTT).toEqual(['ELOTT', 'LOTT']);
  });

  it('pages, filters and searches the game list', async () => {
    const c = tp.client();
    const p1 = await c.call(contract.gameList, { gameType: 'RNG', pageNo: 1, pageSize: 25, language: 'EN' });
    const p2 = await c.call(contract.gameList, { gameType: 'RNG', pageNo: 2, pageSize: 25, language: 'EN' });
    expect(p1.games).toHaveLength(25);
    expect(p1.totalPages).toBe(Math.ceil(p1.totalElements / 25));
    expect(new Set([...p1.games, ...p2.games].map((g) => g.nodeId)).size).toBe(50);
    const pg = await c.call(contract.gameList, { gameType: 'RNG', vassalage: 'PG', pageSize: 100 });
    expect(pg.games.every((g) => g.vassalage === 'PG')).toBe(true);
    const bingo = await c.call(contract.gameList, { gameType: 'RNG', gameClassify: 'BG' });
    expect(bingo.games.every((g) => g.gameClassify === 'BG' && g.vassalage === 'BNG')).toBe(true);
    const inhouse = await c.call(contract.gameList, { gameType: 'RNG', vassalage: 'BGS' });
    expect(inhouse.totalElements).toBe(20);
    const fresh = await c.call(contract.gameList, { gameType: 'RNG', isNew: true, pageSize: 100 });
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    const name = p1.games[3]!.gameName;
    const found = await c.call(contract.gameList, {
      gameType: 'RNG',
      gameName: name.toUpperCase(),
      language: 'EN',
    });
    expect(found.games.map((g) => g.gameName)).toContain(name);
    const pt = await c.call(contract.gameList, { gameType: 'FISH', language: 'PT' });
    const cn = await c.call(contract.gameList, { gameType: 'FISH', language: 'CN' });
    expect(pt.games[0]!.gameName).toMatch(/Pesca/);
    expect(cn.games[0]!.gameName).toMatch(/捕鱼/);
    // Two characters (shorter than a trigram) still match, in any language.
    const cnFish = await c.call(contract.gameList, { gameType: 'FISH', gameName: '捕鱼', language: 'CN' });
    expect(cnFish.totalElements).toBe(30);
    const none = await c.call(contract.gameList, { gameType: 'RNG', gameName: 'zzzz-no-such-game' });
    expect([none.games.length, none.totalPages]).toEqual([0, 1]);
    const cheap = await c.call(contract.gameList, { gameType: 'RNG', minBet: '0.05', pageSize: 100 });
    expect(cheap.games.every((g) => g.minBet <= 0.05)).toBe(true);
  });

  it('lists hot games as one page and vendor tiles by category', async () => {
    const hot = await tp.client().call(contract.hotGames, { language: 'PT' });
    expect(hot.totalPages).toBe(1);
    expect(hot.list.length).toBeGreaterThan(20);
    expect(hot.list.every((g) => g.isHot)).toBe(true);
    const liveHot = await tp.client().call(contract.hotGames, { gameType: 'LIVE' });
    expect(liveHot.list.every((g) => g.gameType === 'LIVE')).toBe(true);
    const esports = await tp.client().call(contract.vendorTypes, { gameCategory: 'ESPORTS' });
    expect(esports.content.map((v) => v.vendorCode)).toEqual(['IMES', 'SV388', 'IA', 'TF']);
    const sports = await tp.client().call(contract.vendorTypes, { typeId: 1, gameCategory: 'SPORTS' });
    expect(sports.content.map((v) => v.vendorCode)).toContain('SBO');
    const icon = await tp.request(esports.content[0]!.iconUrl);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('adds, lists and removes favourites; records recent games', async () => {
    const c = tp.client({ token: member });
    const before = await c.call(contract.favourites, { pageNo: 1, pageSize: 100 });
    expect(before.content.length).toBe(5);
    const fish = (await c.call(contract.gameList, { gameType: 'FISH' })).games[0]!;
    expect(await c.call(contract.addFavourite, { nodeId: fish.nodeId, vendor: fish.vassalage })).toEqual({
      nodeId: fish.nodeId,
      favourite: true,
    });
    await c.call(contract.addFavourite, { nodeId: fish.nodeId, vendor: fish.vassalage });
    const fav = await c.call(contract.favourites, { gameType: 'FISH' });
    expect(fav.content.map((g) => g.nodeId)).toEqual([fish.nodeId]);
    const favTab = await c.call(contract.gameList, { gameType: 'FISH', gameClassify: 'FAV' });
    expect(favTab.games.map((g) => g.nodeId)).toEqual([fish.nodeId]);
    await c.call(contract.removeFavourite, { nodeId: fish.nodeId, vendor: fish.vassalage });
    expect((await c.call(contract.favourites, { gameType: 'FISH' })).content).toEqual([]);
    expect((await failure(c.call(contract.addFavourite, { nodeId: '1', vendor: 'PG' }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await failure(c.call(contract.addFavourite, { nodeId: fish.nodeId, vendor: 'PG' }))).code).toBe(
      'NOT_FOUND',
    );
    const guestFav = await failure(tp.client().call(contract.gameList, { gameClassify: 'FAV' }));
    expect(guestFav.code).toBe('NOT_LOGGED_IN');

    tp.clock.now += 1000;
    await c.call(contract.addRecent, { nodeId: fish.nodeId });
    const recent = await c.call(contract.recentGames, { page: 1, pageSize: 25 });
    expect(recent.list[0]!.nodeId).toBe(fish.nodeId);
  });

  it('launches a demo game with a way back, and records it as recent', async () => {
    const c = tp.client({ token: member });
    const slot = (await c.call(contract.gameList, { gameType: 'RNG', vassalage: 'JILI' })).games[5]!;
    tp.clock.now += 1000;
    const { url, mode } = await c.call(contract.launchGame, {
      vendor: 'JILI',
      gameCategory: 'RNG',
      gameId: slot.gameId,
      nodeId: slot.nodeId,
      backUrl: 'http://localhost:8080/m/home?tab=2',
    });
    expect(mode).toBe('frame');
    const page = await tp.request(url);
    const html = await page.text();
    expect(html).toContain('href="/m/home?tab=2"');
    expect(html).toContain(slot.gameName.replace(/&/g, '&amp;').replace(/'/g, '&apos;'));
    expect((await c.call(contract.recentGames, {})).list[0]!.nodeId).toBe(slot.nodeId);
    // A spin is a real bet on the wallet.
    const spin = await tp.request(`/sim/game/spin?${url.split('?')[1]}`, { method: 'POST' });
    const result = (await spin.json()) as { value: { balance: number } };
    const wallet = await c.call(contract.wallet, {});
    expect(wallet.sumBalance).toBe(result.value.balance);
    // Lottery lobbies launch without a game.
    const lobby = await c.call(contract.launchGame, {
      vendor: 'TCG_SEA',
      gameCode: 'lobby',
      prizeMode: 'SEA',
      playType: 'trad',
    });
    expect(await (await tp.request(lobby.url)).text()).toContain('TCG_SEA lobby');
    expect((await failure(c.call(contract.launchGame, { vendor: 'NOPE' }))).code).toBe('NOT_FOUND');
    expect((await failure(c.call(contract.launchGame, { vendor: 'PG', nodeId: slot.nodeId }))).code).toBe(
      'NOT_FOUND',
    );
    const expired = await tp.request('/sim/game/play?ticket=bogus');
    expect(await expired.text()).toContain('href="/m/home"');
  });

  it('lets a trial account play', async () => {
    const trial = await tp.client().call(contract.trial, {});
    const c = tp.client({ token: trial.token });
    const { url } = await c.call(contract.launchGame, { vendor: 'PG', nodeId: '10001' });
    expect((await tp.request(url)).status).toBe(200);
    expect((await c.call(contract.wallet, {})).sumBalance).toBe(2000);
  });

  it('shows a winner board that is the same for everyone within an hour', async () => {
    const a = await tp.client().call(contract.winnerBoard, { language: 'EN' });
    const b = await tp.client().call(contract.winnerBoard, { language: 'EN' });
    expect(a.list).toHaveLength(20);
    expect(b).toEqual(a);
    expect(a.list.every((w) => w.userName.includes('***') && w.amount > 0)).toBe(true);
    const live = await tp.client().call(contract.winnerBoard, { gameType: 'LIVE' });
    expect(live.list.every((w) => ['EVO', 'SEXY', 'DG'].includes(w.vendor))).toBe(true);
  });

  it('lists lotteries and menus and serves the lotto frame', async () => {
    const list = await tp.client().call(contract.lotteryList, { language: 'PT' });
    expect(list.list.length).toBeGreaterThan(80);
    expect(new Set(list.list.map((l) => l.vendor))).toEqual(
      new Set(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']),
    );
    expect(list.list.some((l) => l.lottoMode === 'Entertainment')).toBe(true);
    const vn = await tp.client().call(contract.lotteryList, { vendor: 'TCG_LOTTO_VN' });
    expect(vn.list.every((l) => l.vendor === 'TCG_LOTTO_VN')).toBe(true);
    const menu = await tp.client().call(contract.lotteryMenu, { language: 'EN' });
    expect(menu.menu.map((m) => m.key)).toEqual(['hot', 'vn', 'vnNumero', 'numero', 'sea', 'elott']);
    expect(menu.menu.find((m) => m.key === 'vnNumero')!.title).toBe('VN Numero');
    // Every game of a group is a lottery of the list, known by its vendor's game id.
    const byId = new Map(list.list.map((l) => [l.gameId, l]));
    for (const group of menu.menu) for (const id of group.gameIds) expect(byId.has(id), id).toBe(true);
    expect(
      menu.menu.find((m) => m.key === 'vnNumero')!.gameIds.map((id) => byId.get(id)!.drawInterval),
    ).toEqual([45, 60, 180, 300]);
    expect(
      list.list.every(
        (l) => /^(TCG_LOTTO_VN|TCG_SEA|LOTT|ELOTT)-\d{4}$/.test(l.gameId) && /^\d+$/.test(l.nodeId),
      ),
    ).toBe(true);
    const frame = await tp.client({ token: member }).call(contract.lottoFrame, {
      mui: 'mobile',
      playType: 'trad',
      gameId: list.list[0]!.gameId,
      prize_mode: 'Lott',
    });
    expect(frame.url).toMatch(/^\/sim\/lotto-h5\/mobile\/trad\/games\/[\w-]+\?ticket=/);
    expect(frame.url).toContain('css=aurum.css');
    const html = await (await tp.request(frame.url)).text();
    expect(html).toContain('/sim/lotto-h5/css/aurum.css');
    expect((await tp.request('/sim/lotto-h5/css/aurum.css')).headers.get('content-type')).toContain(
      'text/css',
    );
  });
});

describe('wallet', () => {
  it('lists deposit channels and creates deposit orders once per key', async () => {
    const c = tp.client({ token: member });
    const channels = await c.call(contract.depositChannels, {});
    expect(channels.map((ch) => ch.type)).toEqual(['BANK', 'USDT', 'QR']);
    const bank = channels[0]!;
    const range = await failure(
      c.call(contract.createDeposit, { channelId: bank.id, amount: bank.minAmount - 1 }),
    );
    expect([range.code, (range.value as { min: number }).min]).toEqual([
      'AMOUNT_OUT_OF_RANGE',
      bank.minAmount,
    ]);
    expect((await failure(c.call(contract.createDeposit, { channelId: 99, amount: 100 }))).code).toBe(
      'NOT_FOUND',
    );
    const key = { headers: { 'Idempotency-Key': 'dep-1' } };
    const [a, b] = await Promise.all([
      c.call(contract.createDeposit, { channelId: bank.id, amount: 200 }, key),
      c.call(contract.createDeposit, { channelId: bank.id, amount: 200 }, key),
    ]);
    expect(a.orderId).toBe(b.orderId);
    const orders = await c.call(contract.depositOrders, {});
    expect(orders.content.filter((o) => o.amount === 200)).toHaveLength(1);
    // Paying on the demo payment page credits the wallet once.
    const before = (await c.call(contract.wallet, {})).sumBalance;
    await tp.request(`${a.payUrl}/confirm`, { method: 'POST' });
    await tp.request(`${a.payUrl}/confirm`, { method: 'POST' });
    expect((await c.call(contract.wallet, {})).sumBalance).toBeCloseTo(before + 200, 2);
    expect((await c.call(contract.depositOrders, {})).content[0]!.status).toBe('SUCCESS');
    const verde = await tp.login('demo_member', 'verde');
    const pix = await tp.client({ token: verde, merchant: 'verde' }).call(contract.depositChannels, {});
    expect(pix[0]!.type).toBe('PIX');
  });

  it('manages bank cards with the payment password', async () => {
    const c = tp.client({ token: member });
    const banks = await c.call(contract.banks, {});
    expect(banks.length).toBeGreaterThan(2);
    const cards = await c.call(contract.bankCards, {});
    expect(cards).toHaveLength(1);
    expect(cards[0]!.accountNumber).toBe('**** 1234');
    const add = (paymentPassword: string, accountNumber = '6222020200005678') =>
      c.call(contract.addBankCard, {
        bankCode: banks[1]!.code,
        accountName: 'Maria Silva',
        accountNumber,
        paymentPassword,
      });
    expect((await failure(add('000000'))).code).toBe('PAYMENT_PASSWORD_INVALID');
    expect((await failure(add('123456', 'abc'))).value).toEqual({
      fields: { accountNumber: 'err_invalid_format' },
    });
    const card = await add('123456');
    expect(card).toMatchObject({ accountNumber: '**** 5678', isDefault: false });
    expect((await failure(add('123456'))).code).toBe('CONFLICT');
    expect(await c.call(contract.removeBankCard, { id: card.id })).toEqual({ ok: true });
    expect((await failure(c.call(contract.removeBankCard, { id: card.id }))).code).toBe('NOT_FOUND');
    const agent = tp.client({ token: await tp.login('demo_agent') });
    expect(
      (
        await failure(
          agent.call(contract.addBankCard, {
            bankCode: banks[0]!.code,
            accountName: 'Agent',
            accountNumber: '12345678',
            paymentPassword: '123456',
          }),
        )
      ).code,
    ).toBe('PAYMENT_PASSWORD_NOT_SET');
  });

  it('withdraws with every check and never twice for one key', async () => {
    const c = tp.client({ token: member });
    const info = await c.call(contract.withdrawInfo, {});
    expect(info).toMatchObject({ hasPaymentPassword: true, minAmount: 100, dailyCountLeft: 5 });
    const cardId = info.bankCards[0]!.id;
    const w = (amount: number, paymentPassword = '123456', key?: string) =>
      c.call(
        contract.withdraw,
        { amount, bankCardId: cardId, paymentPassword },
        key ? { headers: { 'Idempotency-Key': key } } : {},
      );
    expect((await failure(w(50))).code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await failure(w(100, '999999'))).code).toBe('PAYMENT_PASSWORD_INVALID');
    expect((await failure(w(40_000))).code).toBe('INSUFFICIENT_BALANCE');
    expect(
      (await failure(c.call(contract.withdraw, { amount: 100, bankCardId: 999, paymentPassword: '123456' })))
        .code,
    ).toBe('NOT_FOUND');
    // A refused attempt is not remembered: the same key works once the input is right.
    expect((await failure(w(100, '999999', 'wd-1'))).code).toBe('PAYMENT_PASSWORD_INVALID');
    const [a, b] = await Promise.all([w(100, '123456', 'wd-1'), w(100, '123456', 'wd-1')]);
    const reused = await failure(w(150, '123456', 'wd-1'));
    expect(reused.code).toBe('CONFLICT');
    expect(a.orderId).toBe(b.orderId);
    expect(a.balance).toBeCloseTo(info.balance - 100, 2);
    expect((await c.call(contract.withdrawInfo, {})).dailyCountLeft).toBe(4);
    expect((await c.call(contract.withdrawOrders, {})).content).toHaveLength(1);
    const tx = await c.call(contract.transactions, { type: 'WITHDRAW' });
    expect(tx.content[0]).toMatchObject({ amount: -100, status: 'PENDING' });
  });
});

describe('records', () => {
  it('lists bets with totals over a date range', async () => {
    const c = tp.client({ token: member });
    const week = await c.call(contract.betRecords, { pageNo: 1, pageSize: 10 });
    expect(week.content.length).toBeGreaterThan(0);
    const month = await c.call(contract.betRecords, {
      startDate: '2026-10-23',
      endDate: '2026-11-22',
      pageSize: 100,
    });
    expect(month.totalElements).toBeGreaterThanOrEqual(60);
    // Every page of the range adds up to the summary.
    const rows = [...month.content];
    for (let pageNo = 2; pageNo <= month.totalPages; pageNo++)
      rows.push(
        ...(
          await c.call(contract.betRecords, {
            startDate: '2026-10-23',
            endDate: '2026-11-22',
            pageSize: 100,
            pageNo,
          })
        ).content,
      );
    expect(rows).toHaveLength(month.totalElements);
    expect(month.summary.betAmount).toBeCloseTo(
      rows.reduce((s, r) => s + r.betAmount, 0),
      2,
    );
    const fish = await c.call(contract.betRecords, {
      startDate: '2026-10-23',
      endDate: '2026-11-22',
      gameType: 'RNG',
    });
    expect(fish.content.every((r) => r.gameType === 'RNG')).toBe(true);
    expect(
      (await failure(c.call(contract.betRecords, { startDate: '2026-11-22', endDate: '2026-11-01' }))).value,
    ).toEqual({
      fields: { startDate: 'err_date_range' },
    });
    expect(
      (await failure(c.call(contract.betRecords, { startDate: '2026-01-01', endDate: '2026-11-01' }))).code,
    ).toBe('VALIDATION_ERROR');
  });

  it('lists transactions and adds up profit and loss', async () => {
    const c = tp.client({ token: member });
    const range = { startDate: '2026-10-20', endDate: '2026-11-22' };
    const types = new Set<string>();
    for (const type of TRANSACTION_TYPES)
      if ((await c.call(contract.transactions, { ...range, type })).totalElements > 0) types.add(type);
    expect(types).toEqual(new Set(TRANSACTION_TYPES));
    const pl = await c.call(contract.profitAndLoss, range);
    expect(pl.profit).toBeCloseTo(pl.payout + pl.bonus + pl.rebate - pl.betAmount, 2);
    expect(pl.deposit).toBeGreaterThanOrEqual(1500);
    expect(pl.byGameType.length).toBeGreaterThan(0);
  });

  it('answers agent contract requests and responses', async () => {
    const contractToken = await tp.login('demo_contract');
    const c = tp.client({ token: contractToken });
    expect(await c.call(contract.contractRequests, {})).toEqual({
      dailysalreqtype: 1,
      divtypecompperiodreq: 1,
      contracthoursalreq: 1,
    });
    const salary = await c.call(contract.contracts, { kind: 'salary' });
    expect(salary[0]).toMatchObject({ status: 'PENDING', fromAgent: 'demo_agent' });
    expect(
      await c.call(contract.respondContract, { kind: 'salary', id: salary[0]!.id, accept: true }),
    ).toEqual({ ok: true });
    expect(
      (await failure(c.call(contract.respondContract, { kind: 'salary', id: salary[0]!.id, accept: false })))
        .code,
    ).toBe('CONFLICT');
    expect(
      (await failure(c.call(contract.respondContract, { kind: 'hourly', id: 9999, accept: true }))).code,
    ).toBe('NOT_FOUND');
    expect((await c.call(contract.contractRequests, {})).dailysalreqtype).toBe(0);
    const agent41 = tp.client({ token: await tp.login('demo_agent41') });
    expect(await agent41.call(contract.contractRequests, {})).toEqual({
      dailysalreqtype: 0,
      divtypecompperiodreq: 0,
      contracthoursalreq: 0,
    });
  });
});
