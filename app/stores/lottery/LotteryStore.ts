// The lottery pages (SPEC §2 /m/lottery, /m/startLottery; §7 lottery list, lottery menu and the
// draws): the merchant's lotteries in the platform's menu groups (popular, the Vietnamese daily
// draws, the Vietnamese and the platform's fast number draws, Southeast Asia, e-lottery: whichever
// the merchant has), each lottery's next draw and latest results. Draw times are the platform's, so
// countdowns run on the platform's clock (its time comes with every draws answer), and the draws
// are read again shortly after a shown draw time passes, and every little while in any case, so a
// late result or a clock that moved on the platform's side is caught up with.
import { gameCalls } from '@contract/calls/games';
import type { PlatformLanguage } from '@contract/common';
import type { ResponseOf } from '@contract/define';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../api/client';
import type { FeatureStore } from '../features';
import { Loader } from '../load';

export type LotteryGame = ResponseOf<typeof gameCalls.lotteryList>['list'][number];
export type LotteryGroup = ResponseOf<typeof gameCalls.lotteryMenu>['menu'][number];
export type LotteryDraws = ResponseOf<typeof gameCalls.lotteryDraws>['list'][number];
export type DrawResult = LotteryDraws['results'][number];

/** Results shown on the start page. */
export const START_RESULTS = 10;
/** How long after a draw's time its result is asked for (the platform draws at that instant). */
export const DRAW_SETTLE_MS = 1500;
/** The start page reads its lottery's draws at least this often. */
export const START_RESYNC_MS = 15_000;
/** The list reads the draws at least this often. */
export const LIST_RESYNC_MS = 60_000;

export interface LotteryDeps {
  api: Pick<ApiClient, 'call'>;
  getLanguage: () => PlatformLanguage;
  /** The device's time (epoch ms); the platform's is this plus the offset its answers give. */
  now: () => number;
}

/**
 * Reads the draws again a moment after the earliest coming draw (of `draws`, the times of the draws
 * shown, platform time) and at least every `everyMs`, until the returned function is called. While
 * one shown draw's time has passed (the platform late with its result, or the device's estimate of
 * the platform's clock a little ahead), the read is repeated soon, after DRAW_SETTLE_MS and then
 * twice as long each time up to `everyMs`, so the page says 'drawing' for seconds, not until the next
 * draw or a whole `everyMs`; a coming draw is still read on time meanwhile.
 */
function watchDraws(opts: {
  draws: () => readonly number[];
  platformNow: () => number;
  everyMs: number;
  read: () => Promise<unknown>;
}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** Reads in a row that still showed a passed draw. */
  let late = 0;
  const arm = () => {
    if (stopped) return;
    const now = opts.platformNow();
    const times = opts.draws();
    const coming = times.filter((t) => t > now);
    let wait = opts.everyMs;
    if (coming.length > 0) wait = Math.min(wait, Math.min(...coming) - now + DRAW_SETTLE_MS);
    if (coming.length < times.length) {
      wait = Math.min(wait, DRAW_SETTLE_MS * 2 ** late);
      late += 1;
    } else {
      late = 0;
    }
    timer = setTimeout(() => {
      void opts.read().finally(arm);
    }, wait);
  };
  arm();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** One lottery's start page: its next draw and latest results. */
export class LotteryStart {
  draws: LotteryDraws | null = null;
  readonly load = new Loader({ keepOnError: true });

  constructor(
    private readonly store: LotteryStore,
    readonly gameId: string,
  ) {
    makeAutoObservable<LotteryStart, 'store'>(this, { store: false, load: false }, { autoBind: true });
  }

  get game(): LotteryGame | null {
    return this.store.games.find((g) => g.gameId === this.gameId) ?? null;
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.store.readDraws(this.gameId, START_RESULTS),
      (list) => {
        this.draws = list[0] ?? null;
      },
    );
  }

  /** While the page shows: the next issue and the new result soon after each draw. */
  follow(): () => void {
    return watchDraws({
      draws: () => (this.draws ? [this.draws.nextDrawAt] : []),
      platformNow: this.store.platformNow,
      everyMs: START_RESYNC_MS,
      read: this.fetch,
    });
  }
}

export class LotteryStore implements FeatureStore {
  games: LotteryGame[] = [];
  menu: LotteryGroup[] = [];
  /** Each lottery's next draw and latest result, by game id. */
  draws = new Map<string, LotteryDraws>();
  /** How far the platform's clock is ahead of the device's (ms). */
  clockOffset = 0;
  /** The list, the menu and the draws, read together. */
  readonly load = new Loader({ keepOnError: true });
  private readonly starts = new Map<string, LotteryStart>();

  constructor(private readonly deps: LotteryDeps) {
    makeAutoObservable<LotteryStore, 'deps' | 'starts'>(
      this,
      { deps: false, starts: false, load: false },
      { autoBind: true },
    );
  }

  /** The platform's time now. */
  platformNow(): number {
    return this.deps.now() + this.clockOffset;
  }

  /** The games of a menu group, in the group's order (ids the list does not have are skipped). */
  gamesOf(key: string): LotteryGame[] {
    const group = this.menu.find((g) => g.key === key);
    if (!group) return [];
    const byId = new Map(this.games.map((g) => [g.gameId, g]));
    return group.gameIds.flatMap((id) => byId.get(id) ?? []);
  }

  /** The lottery a start page shows: the one asked for, else the first of the first group. */
  startGame(gameId: string | null): LotteryGame | null {
    if (gameId) return this.games.find((g) => g.gameId === gameId) ?? null;
    return this.gamesOf(this.menu[0]?.key ?? '')[0] ?? null;
  }

  fetch(): Promise<boolean> {
    const language = this.deps.getLanguage();
    return this.load.run(
      () =>
        Promise.all([
          this.deps.api.call(gameCalls.lotteryList, { language }),
          this.deps.api.call(gameCalls.lotteryMenu, { language }),
          this.readDraws(undefined, 1),
        ]),
      ([list, menu, draws]) => {
        this.games = list.list;
        this.menu = menu.menu.filter((g) => g.gameIds.length > 0);
        this.draws = new Map(draws.map((d) => [d.gameId, d]));
      },
    );
  }

  /** Reads every lottery's draws again; what is shown stays if that fails. */
  async refreshDraws(): Promise<void> {
    try {
      const list = await this.readDraws(undefined, 1);
      runInAction(() => {
        this.draws = new Map(list.map((d) => [d.gameId, d]));
      });
    } catch {
      // The next read (after the next draw, or the resync) tries again.
    }
  }

  /**
   * While the list shows the lotteries `gameIds`: their latest results soon after each draw, and soon
   * again while one of them still shows a passed draw (its result not in yet).
   */
  follow(gameIds: readonly string[]): () => void {
    return watchDraws({
      draws: () => gameIds.flatMap((id) => this.draws.get(id)?.nextDrawAt ?? []),
      platformNow: this.platformNow,
      everyMs: LIST_RESYNC_MS,
      read: this.refreshDraws,
    });
  }

  /** Reads the draws of one lottery (or all) and keeps the platform's clock offset. */
  async readDraws(gameId: string | undefined, results: number): Promise<LotteryDraws[]> {
    const sent = this.deps.now();
    const answer = await this.deps.api.call(gameCalls.lotteryDraws, { gameIds: gameId, results });
    const received = this.deps.now();
    // The platform read its clock somewhere between sending and receiving: take the middle.
    runInAction(() => (this.clockOffset = answer.now - Math.round((sent + received) / 2)));
    return answer.list;
  }

  /** The start page of a lottery (kept while the store lives). */
  start(gameId: string): LotteryStart {
    let start = this.starts.get(gameId);
    if (!start) {
      start = new LotteryStart(this, gameId);
      this.starts.set(gameId, start);
    }
    return start;
  }

  /** Lottery names and group titles are translated by the platform. */
  onLanguageChange() {
    if (this.load.state !== 'idle') void this.fetch();
  }
}
