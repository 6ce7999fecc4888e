// Story support for the record screens: the records calls on the app's fake platform, answered
// from deterministic data dated relative to FIXED_NOW (bets of every game type and status,
// transactions of every type, a pending withdrawal), filtered, paged and summed the way the
// platform does, plus the loading (never answers), empty and failing variants.
import { appLoader, type AppStoryParameters } from '../../testing/appStory';
import { FakeFailure, fakePage, type Handlers } from '../../testing/fakeTransport';
import { FIXED_NOW, type Value } from '../../testing/fixtures';

type Bet = Value<'betRecords'>['content'][number];
type Transaction = Value<'transactions'>['content'][number];

const DAY = 86_400_000;
const MINUTE = 60_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

const GAMES: [name: string, vendor: string, type: string][] = [
  ['Fortune Tiger', 'PG', 'RNG'],
  ['Lightning Roulette', 'EVO', 'LIVE'],
  ['Mahjong Ways 2', 'PG', 'RNG'],
  ['Ocean King Jackpot', 'JILI', 'FISH'],
  ['Texas Hold’em', 'KY', 'PVP'],
  ['SBOBET Sportsbook', 'SBO', 'SPORTS'],
  ['Gates of Olympus', 'PP', 'RNG'],
  ['Baccarat Squeeze', 'SEXY', 'LIVE'],
  ['Vietnam Lottery', 'TCG_LOTTO_VN', 'LOTTERY'],
];
const STAKES = [1, 2, 5, 10, 20, 50];
const MULTIPLIERS = [0, 0, 0, 0.5, 1, 1.2, 2, 3, 5];

/** 120 bets over 30 days, newest first: every game type, a few still open and one cancelled. */
export const storyBets: Bet[] = Array.from({ length: 120 }, (_, i) => {
  const [gameName, vendor, gameType] = GAMES[(i * 7) % GAMES.length]!;
  const betAmount = STAKES[(i * 5) % STAKES.length]!;
  const status = i % 17 === 3 ? 'UNSETTLED' : i === 40 ? 'CANCELLED' : 'SETTLED';
  const settled = status === 'SETTLED';
  const win = betAmount * MULTIPLIERS[(i * 4) % MULTIPLIERS.length]!;
  return {
    id: `BAURUM1-${1000 - i}`,
    betTime: FIXED_NOW - 20 * MINUTE - i * 6 * 60 * MINUTE,
    gameName,
    vendor,
    gameType,
    betAmount,
    validBet: settled ? betAmount : 0,
    winLoss: settled ? round2(win - betAmount) : 0,
    status,
  };
});

/** Transactions of every type over 30 days, newest first, with a pending withdrawal and a failed deposit. */
export const storyTransactions: Transaction[] = (() => {
  const list: Omit<Transaction, 'balanceAfter'>[] = [
    {
      id: 'T-1',
      time: FIXED_NOW - 2 * 60 * MINUTE,
      type: 'WITHDRAW',
      amount: -150,
      status: 'PENDING',
      remark: 'Withdrawal to bank card',
    },
    { id: 'T-2', time: FIXED_NOW - 5 * 60 * MINUTE, type: 'BET', amount: -20, status: 'SUCCESS', remark: '' },
    {
      id: 'T-3',
      time: FIXED_NOW - 5 * 60 * MINUTE + MINUTE,
      type: 'PAYOUT',
      amount: 60,
      status: 'SUCCESS',
      remark: '',
    },
    {
      id: 'T-4',
      time: FIXED_NOW - DAY,
      type: 'REBATE',
      amount: 12.4,
      status: 'SUCCESS',
      remark: 'Daily rebate',
    },
    {
      id: 'T-5',
      time: FIXED_NOW - 2 * DAY,
      type: 'ADJUST',
      amount: 5,
      status: 'SUCCESS',
      remark: 'Bet cancelled, stake refunded',
    },
    { id: 'T-6', time: FIXED_NOW - 3 * DAY, type: 'DEPOSIT', amount: 200, status: 'FAILED', remark: 'PIX' },
    {
      id: 'T-7',
      time: FIXED_NOW - 4 * DAY,
      type: 'WITHDRAW',
      amount: -300,
      status: 'SUCCESS',
      remark: 'Withdrawal to bank card',
    },
    {
      id: 'T-8',
      time: FIXED_NOW - 9 * DAY,
      type: 'BONUS',
      amount: 18,
      status: 'SUCCESS',
      remark: 'App download bonus',
    },
    {
      id: 'T-9',
      time: FIXED_NOW - 12 * DAY,
      type: 'DEPOSIT',
      amount: 500,
      status: 'SUCCESS',
      remark: 'USDT (TRC20)',
    },
  ];
  for (let i = 0; i < 24; i++)
    list.push({
      id: `T-${10 + i}`,
      time: FIXED_NOW - 13 * DAY - i * 7 * 60 * MINUTE,
      type: i % 2 ? 'PAYOUT' : 'BET',
      amount: i % 2 ? 15 : -10,
      status: 'SUCCESS',
      remark: '',
    });
  let balance = 1234.56;
  list.sort((a, b) => b.time - a.time);
  return list.map((t) => {
    const row = { ...t, balanceAfter: round2(balance) };
    if (t.status !== 'FAILED') balance -= t.amount;
    return row;
  });
})();

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
function inRange<T>(rows: T[], time: (r: T) => number, input: { startDate?: unknown; endDate?: unknown }) {
  const from = typeof input.startDate === 'string' ? dayStart(input.startDate) : FIXED_NOW - 7 * DAY;
  const to = typeof input.endDate === 'string' ? dayStart(input.endDate) + DAY : FIXED_NOW + DAY;
  return rows.filter((r) => time(r) >= from && time(r) < to);
}
const sum = (values: number[]) => round2(values.reduce((s, v) => s + v, 0));

export interface RecordsStoryParameters {
  /** 'loading' never answers; 'empty' has no records; 'error' fails every records call. */
  mode?: 'loading' | 'empty' | 'error';
}

export function recordsHandlers(p: RecordsStoryParameters = {}): Handlers {
  const bets = p.mode === 'empty' ? [] : storyBets;
  const transactions = p.mode === 'empty' ? [] : storyTransactions;
  const pending = <T>() => new Promise<T>(() => {});
  const failure = () => new FakeFailure(500, 'INTERNAL_ERROR', 'err_internal');
  return {
    betRecords: (input) => {
      if (p.mode === 'loading') return pending();
      if (p.mode === 'error') return failure();
      const rows = inRange(bets, (b) => b.betTime, input).filter(
        (b) =>
          (!input.gameType || b.gameType === input.gameType) && (!input.status || b.status === input.status),
      );
      return {
        ...fakePage(rows, input),
        summary: {
          betAmount: sum(rows.map((b) => b.betAmount)),
          validBet: sum(rows.map((b) => b.validBet)),
          winLoss: sum(rows.map((b) => b.winLoss)),
        },
      };
    },
    transactions: (input) => {
      if (p.mode === 'loading') return pending();
      if (p.mode === 'error') return failure();
      const rows = inRange(transactions, (t) => t.time, input).filter(
        (t) => !input.type || t.type === input.type,
      );
      return fakePage(rows, input);
    },
    profitAndLoss: (input) => {
      if (p.mode === 'loading') return pending();
      if (p.mode === 'error') return failure();
      const b = inRange(bets, (r) => r.betTime, input);
      const t = inRange(transactions, (r) => r.time, input).filter((r) => r.status !== 'FAILED');
      const total = (type: string) => sum(t.filter((r) => r.type === type).map((r) => r.amount));
      const types = [...new Set(b.map((r) => r.gameType))].sort();
      const betAmount = sum(b.map((r) => r.betAmount));
      return {
        startDate: String(input.startDate ?? ''),
        endDate: String(input.endDate ?? ''),
        deposit: total('DEPOSIT'),
        withdraw: -total('WITHDRAW'),
        betAmount,
        validBet: sum(b.map((r) => r.validBet)),
        payout: total('PAYOUT'),
        bonus: total('BONUS'),
        rebate: total('REBATE'),
        profit: round2(total('PAYOUT') + total('BONUS') + total('REBATE') - betAmount),
        byGameType: types.map((gameType) => {
          const rows = b.filter((r) => r.gameType === gameType);
          return {
            gameType,
            betAmount: sum(rows.map((r) => r.betAmount)),
            validBet: sum(rows.map((r) => r.validBet)),
            winLoss: sum(rows.map((r) => r.winLoss)),
          };
        }),
      };
    },
  };
}

/** The app story loader with the records calls and the clock fixed at FIXED_NOW. */
export const recordsLoader = async (context: {
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
}) => {
  const records = (context.parameters.records ?? {}) as RecordsStoryParameters;
  const app = (context.parameters.app ?? {}) as AppStoryParameters;
  return appLoader({
    ...context,
    parameters: {
      ...context.parameters,
      app: { ...app, now: () => FIXED_NOW, handlers: { ...recordsHandlers(records), ...app.handlers } },
    },
  });
};
