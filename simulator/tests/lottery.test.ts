// Lottery draws follow the platform clock: the issue on sale, its draw time and the latest results
// move on when the clock does, and the same time always gives the same numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { startTestPlatform, type TestPlatform } from '../testing.ts';

let tp: TestPlatform;
beforeAll(async () => {
  tp = await startTestPlatform();
});
afterAll(() => tp.dispose());

describe('lottery draws', () => {
  it('serves the next draw and the latest results of the merchant’s lotteries', async () => {
    const all = await tp.client().call(contract.lotteryDraws, {});
    const list = await tp.client().call(contract.lotteryList, {});
    expect(all.list.map((d) => d.gameId)).toEqual(list.list.map((l) => l.gameId));
    for (const d of all.list) {
      expect(d.nextDrawAt).toBeGreaterThan(all.now);
      expect(d.nextDrawAt - all.now).toBeLessThanOrEqual(d.drawInterval * 1000);
      expect(d.results).toHaveLength(1);
      expect(d.results[0]!.drawnAt).toBe(d.nextDrawAt - d.drawInterval * 1000);
      expect(d.results[0]!.numbers.length).toBeGreaterThan(0);
    }
  });

  it('advances with the platform clock and repeats for the same time', async () => {
    const fast = (await tp.client().call(contract.lotteryList, { vendor: 'LOTT' })).list.find(
      (l) => l.drawInterval === 60,
    )!;
    const ask = () => tp.client().call(contract.lotteryDraws, { gameIds: fast.gameId, results: 5 });
    const before = (await ask()).list[0]!;
    expect(before.results).toHaveLength(5);
    const again = (await ask()).list[0]!;
    if (again.issue === before.issue) expect(again.results).toEqual(before.results);
    const res = await tp.request('/__sim/clock/advance', {
      method: 'POST',
      body: JSON.stringify({ minutes: 3 }),
    });
    expect(res.status).toBe(200);
    const after = (await ask()).list[0]!;
    expect(after.nextDrawAt).toBeGreaterThanOrEqual(before.nextDrawAt + 3 * 60_000);
    expect(after.issue).not.toBe(before.issue);
    // The draw that was on sale is now among the results, numbers and all.
    const drawn = after.results.find((r) => r.drawnAt === before.nextDrawAt);
    expect(drawn).toBeDefined();
  });

  it('lists only the groups, lotteries and draws of the vendors the merchant offers', async () => {
    const setup = await (await tp.request('/__sim/merchants/lumen')).json();
    const sorting = (setup as { value: { vendorSorting: { gameCategory: string; vendorNames: string[] }[] } })
      .value.vendorSorting;
    const withoutVn = sorting.map((c) => ({
      ...c,
      vendorNames: c.vendorNames.filter((v) => v !== 'TCG_LOTTO_VN'),
    }));
    const patch = (vendorSorting: unknown) =>
      tp.request('/__sim/merchants/lumen', { method: 'PATCH', body: JSON.stringify({ vendorSorting }) });
    expect((await patch(withoutVn)).status).toBe(200);
    try {
      const lumen = tp.client({ merchant: 'lumen' });
      const menu = await lumen.call(contract.lotteryMenu, { language: 'EN' });
      // The seeded popular lotteries are all Vietnamese, so the popular group goes with them.
      expect(menu.menu.map((m) => m.key)).toEqual(['numero', 'sea', 'elott']);
      const list = await lumen.call(contract.lotteryList, {});
      expect(list.list.some((l) => l.vendor === 'TCG_LOTTO_VN')).toBe(false);
      const draws = await lumen.call(contract.lotteryDraws, {});
      expect(draws.list.map((d) => d.gameId)).toEqual(list.list.map((l) => l.gameId));
      // The other merchants keep theirs.
      const aurum = await tp.client().call(contract.lotteryMenu, {});
      expect(aurum.menu.map((m) => m.key)).toContain('vn');
    } finally {
      expect((await patch(sorting)).status).toBe(200);
    }
  });
});
