import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameCalls } from '@contract/calls/games';
import { ApiError } from '../../api/errors';
import {
  DRAW_SETTLE_MS,
  LIST_RESYNC_MS,
  LotteryStore,
  START_RESULTS,
  START_RESYNC_MS,
  type LotteryGame,
} from './LotteryStore';

const game = (gameId: string, drawInterval: number, menu: string): LotteryGame => ({
  gameId,
  nodeId: gameId.replace(/\D/g, ''),
  gameCode: gameId.toLowerCase(),
  name: gameId,
  vendor: gameId.split('-')[0]!,
  lottoMode: 'Tradition',
  drawInterval,
  iconUrl: `/img/${gameId}.png`,
  hot: menu === 'vn',
  menu,
});

const FAST = game('LOTT-0001', 60, 'numero');
const DAILY = game('TCG_LOTTO_VN-0001', 86_400, 'vn');

/**
 * A platform whose clock runs `skew` ms ahead of the device's (and can be moved on its own), with
 * draws as the platform computes them: issue n drawn at (n + 1) × interval.
 */
function fakePlatform() {
  const p = {
    skew: 90_000,
    /** How long after a draw's time the platform still shows that draw on sale (its result not in). */
    resultLag: 0,
    failDraws: false,
    calls: [] as { def: unknown; input: Record<string, unknown> }[],
    menu: [
      { key: 'hot', title: 'Populares', gameIds: [DAILY.gameId, 'GONE-0001'] },
      { key: 'vn', title: 'Loteria do Vietname', gameIds: [DAILY.gameId] },
      { key: 'numero', title: 'Numero', gameIds: [FAST.gameId] },
      { key: 'sea', title: 'Sudeste Asiático', gameIds: [] },
    ],
    now: () => Date.now() + p.skew,
    api: {
      call: async (def: unknown, input: Record<string, unknown>) => {
        p.calls.push({ def, input });
        if (def === gameCalls.lotteryList) return { list: [FAST, DAILY] };
        if (def === gameCalls.lotteryMenu) return { menu: p.menu };
        if (def === gameCalls.lotteryDraws) {
          if (p.failDraws) throw new ApiError('INTERNAL_ERROR', 500, 'err_internal');
          const ids = input.gameIds ? String(input.gameIds).split(',') : null;
          const now = p.now();
          const drawnBy = now - p.resultLag;
          const list = [FAST, DAILY]
            .filter((g) => !ids || ids.includes(g.gameId))
            .map((g) => {
              const ms = g.drawInterval * 1000;
              const current = Math.floor(drawnBy / ms);
              return {
                gameId: g.gameId,
                issue: String(current),
                nextDrawAt: (current + 1) * ms,
                drawInterval: g.drawInterval,
                results: Array.from({ length: Number(input.results ?? 1) }, (_, i) => ({
                  issue: String(current - 1 - i),
                  drawnAt: (current - i) * ms,
                  numbers: [String((current - 1 - i) % 10)],
                })),
              };
            });
          return { now, list };
        }
        throw new Error('unexpected call');
      },
    },
    drawCalls: () => p.calls.filter((c) => c.def === gameCalls.lotteryDraws).length,
  };
  return p;
}

function build() {
  const platform = fakePlatform();
  const store = new LotteryStore({
    api: platform.api as never,
    getLanguage: () => 'PT',
    now: () => Date.now(),
  });
  return { platform, store };
}

beforeEach(() => {
  vi.useFakeTimers();
  // 10 s into a minute, so the fast lottery draws 50 s from now on the device's clock.
  vi.setSystemTime(Date.UTC(2026, 2, 14, 9, 30, 10));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LotteryStore', () => {
  it('reads the list, the menu and the draws; groups keep the platform’s order and skip the unknown', async () => {
    const { store } = build();
    expect(await store.fetch()).toBe(true);
    expect(store.load.state).toBe('ready');
    expect(store.menu.map((g) => g.key)).toEqual(['hot', 'vn', 'numero']);
    expect(store.gamesOf('hot')).toEqual([DAILY]);
    expect(store.gamesOf('numero')).toEqual([FAST]);
    expect(store.gamesOf('nope')).toEqual([]);
    expect(store.draws.get(FAST.gameId)?.results).toHaveLength(1);
    // The start page: the lottery asked for, else the first of the first group.
    expect(store.startGame(FAST.gameId)).toEqual(FAST);
    expect(store.startGame(null)).toEqual(DAILY);
    expect(store.startGame('GONE-0001')).toBeNull();
  });

  it('counts on the platform’s clock, whatever the device’s says', async () => {
    const { store, platform } = build();
    await store.fetch();
    expect(store.platformNow() - Date.now()).toBe(platform.skew);
    const draws = store.draws.get(FAST.gameId)!;
    expect(draws.nextDrawAt - store.platformNow()).toBeLessThanOrEqual(60_000);
    expect(draws.nextDrawAt).toBeGreaterThan(store.platformNow());
  });

  it('keeps what it showed when a later read fails, and says so only on a first load', async () => {
    const { store, platform } = build();
    platform.failDraws = true;
    expect(await store.fetch()).toBe(false);
    expect(store.load.state).toBe('error');
    platform.failDraws = false;
    await store.fetch();
    platform.failDraws = true;
    await store.fetch();
    expect(store.load.state).toBe('ready');
    expect(store.gamesOf('numero')).toEqual([FAST]);
    await store.refreshDraws();
    expect(store.draws.get(FAST.gameId)).toBeDefined();
  });

  it('reads the listed lotteries’ draws again a moment after the earliest draw, and each minute anyway', async () => {
    const { store, platform } = build();
    await store.fetch();
    const before = store.draws.get(FAST.gameId)!;
    const stop = store.follow([FAST.gameId, DAILY.gameId]);
    const reads = platform.drawCalls();
    await vi.advanceTimersByTimeAsync(before.nextDrawAt - store.platformNow() - 100);
    expect(platform.drawCalls()).toBe(reads);
    await vi.advanceTimersByTimeAsync(100 + DRAW_SETTLE_MS);
    expect(platform.drawCalls()).toBe(reads + 1);
    const after = store.draws.get(FAST.gameId)!;
    expect(after.issue).toBe(String(Number(before.issue) + 1));
    expect(after.results[0]!.issue).toBe(before.issue);
    // Only the daily lottery followed: one read a minute.
    stop();
    const daily = store.follow([DAILY.gameId]);
    const quiet = platform.drawCalls();
    await vi.advanceTimersByTimeAsync(LIST_RESYNC_MS);
    expect(platform.drawCalls()).toBe(quiet + 1);
    daily();
    await vi.advanceTimersByTimeAsync(5 * LIST_RESYNC_MS);
    expect(platform.drawCalls()).toBe(quiet + 1);
  });

  it('asks again soon while a listed lottery’s passed draw has no result yet, not at the next one’s', async () => {
    const { store, platform } = build();
    await store.fetch();
    const before = store.draws.get(FAST.gameId)!;
    const stop = store.follow([FAST.gameId, DAILY.gameId]);
    // The platform publishes the draw 5 s after its time: the read 1.5 s after it still shows it.
    platform.resultLag = 5_000;
    await vi.advanceTimersByTimeAsync(before.nextDrawAt - store.platformNow() + DRAW_SETTLE_MS);
    expect(store.draws.get(FAST.gameId)!.issue).toBe(before.issue);
    const reads = platform.drawCalls();
    // Asked again after 1.5 s and 3 s more (6 s after the draw: in), not a minute later.
    await vi.advanceTimersByTimeAsync(DRAW_SETTLE_MS);
    expect(platform.drawCalls()).toBe(reads + 1);
    await vi.advanceTimersByTimeAsync(2 * DRAW_SETTLE_MS);
    expect(platform.drawCalls()).toBe(reads + 2);
    expect(store.draws.get(FAST.gameId)!.issue).toBe(String(Number(before.issue) + 1));
    stop();
  });
});

describe('LotteryStart', () => {
  /** The start page of `gameId`, loaded and following its draws (`stop` ends that). */
  async function following(gameId: string) {
    const { store, platform } = build();
    await store.fetch();
    const start = store.start(gameId);
    await start.fetch();
    const first = start.draws!;
    return { store, platform, start, first, stop: start.follow() };
  }

  it('shows the issue on sale and the latest results, then the next issue soon after the draw', async () => {
    const { store } = build();
    await store.fetch();
    const start = store.start(FAST.gameId);
    expect(store.start(FAST.gameId)).toBe(start);
    expect(start.game).toEqual(FAST);
    await start.fetch();
    const first = start.draws!;
    expect(first.results).toHaveLength(START_RESULTS);
    const stop = start.follow();
    await vi.advanceTimersByTimeAsync(first.nextDrawAt - store.platformNow() + DRAW_SETTLE_MS);
    expect(start.draws!.issue).toBe(String(Number(first.issue) + 1));
    expect(start.draws!.results[0]!.issue).toBe(first.issue);
    stop();
  });

  it('asks again soon, then less and less often, while a passed draw has no result yet', async () => {
    const { store, platform, start, first, stop } = await following(FAST.gameId);
    // The platform publishes the draw 5 s after its time: the read 1.5 s after it still shows it.
    platform.resultLag = 5_000;
    await vi.advanceTimersByTimeAsync(first.nextDrawAt - store.platformNow() + DRAW_SETTLE_MS);
    expect(start.draws!.issue).toBe(first.issue);
    const reads = platform.drawCalls();
    // Asked again after 1.5 s and 3 s more (6 s after the draw: in), not after 15 s.
    await vi.advanceTimersByTimeAsync(DRAW_SETTLE_MS);
    expect(platform.drawCalls()).toBe(reads + 1);
    expect(start.draws!.issue).toBe(first.issue);
    await vi.advanceTimersByTimeAsync(2 * DRAW_SETTLE_MS);
    expect(platform.drawCalls()).toBe(reads + 2);
    expect(start.draws!.issue).toBe(String(Number(first.issue) + 1));
    // Then the next draw's time again, not the quick pace.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(platform.drawCalls()).toBe(reads + 2);
    stop();
  });

  it('catches up with a platform clock that moved, at the next resync', async () => {
    const { store, platform, start, first, stop } = await following(DAILY.gameId);
    // A day later on the platform, nothing on the device.
    platform.skew += 86_400_000;
    await vi.advanceTimersByTimeAsync(START_RESYNC_MS);
    expect(start.draws!.issue).toBe(String(Number(first.issue) + 1));
    expect(store.platformNow() - Date.now()).toBe(platform.skew);
    stop();
  });
});
