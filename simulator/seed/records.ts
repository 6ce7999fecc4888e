// The demo member's bets and wallet transactions: 30 days ending at the seed time, enough for the
// record screens to scroll several pages, and something for every filter: each game type, each bet
// status (settled, unsettled, cancelled), each transaction type and status (success, pending,
// failed), and bets today and yesterday in platform (UTC) days. The balance after each transaction
// runs forward so that the last one ends at the member's balance.
import type { Db } from '../db.ts';
import { createRng, hashString, type Rng } from '../prng.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

export type BetStatus = 'SETTLED' | 'UNSETTLED' | 'CANCELLED';

interface Event {
  time: number;
  type: string;
  amount: number;
  remark: string;
  /** A FAILED or PENDING transaction; a failed one leaves the balance as it was. */
  status?: 'SUCCESS' | 'PENDING' | 'FAILED';
  bet?: { node: number; bet: number; win: number; status: BetStatus };
}

/** Game types the seeded bets are spread over (the record screens' type filter). */
const BET_GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTTERY'] as const;

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A bet of the given status; settled ones win a multiple of the stake (often nothing). */
function betEvent(rng: Rng, node: number, time: number, status: BetStatus): Event {
  const bet = rng.pick([1, 2, 5, 10, 20, 50]);
  const mult = status === 'SETTLED' ? rng.pick([0, 0, 0, 0.5, 1, 1.2, 2, 3, 5]) : 0;
  return { time, type: 'BET', amount: -bet, remark: '', bet: { node, bet, win: bet * mult, status } };
}

export function seedRecords(
  db: Db,
  merchant: string,
  id: number,
  now: number,
  nodeIds: number[],
  shared: Rng,
  balance: number,
): void {
  const events: Event[] = [];
  events.push({ time: now - 30 * DAY, type: 'DEPOSIT', amount: 1000, remark: 'Bank transfer' });
  events.push({ time: now - 12 * DAY, type: 'DEPOSIT', amount: 500, remark: 'USDT (TRC20)' });
  events.push({ time: now - 9 * DAY, type: 'BONUS', amount: 18, remark: 'App download bonus' });
  events.push({ time: now - 4 * DAY, type: 'WITHDRAW', amount: -300, remark: 'Withdrawal to bank card' });
  events.push({ time: now - 2 * DAY, type: 'REBATE', amount: 12.4, remark: 'Daily rebate' });
  // The first 60 slot bets draw from the seed's shared generator (what follows in the seed reads it too).
  for (let i = 0; i < 60; i++) {
    const node = nodeIds[shared.int(0, Math.min(nodeIds.length, 500) - 1)] ?? 10001;
    const bet = shared.pick([1, 2, 5, 10, 20, 50]);
    const mult = shared.pick([0, 0, 0, 0.5, 1, 1.2, 2, 3, 5]);
    events.push({
      time: now - shared.int(1, 29 * 24) * HOUR,
      type: 'BET',
      amount: -bet,
      remark: '',
      bet: { node, bet, win: bet * mult, status: 'SETTLED' },
    });
  }

  // The rest from a generator of their own per merchant, so the rest of the seed stays as it was.
  const rng = createRng(hashString(`records-${merchant}`));
  const byType = new Map<string, number[]>();
  for (const g of db.all<{ node_id: number; game_type: string }>(
    'SELECT node_id, game_type FROM games ORDER BY node_id',
  )) {
    const list = byType.get(g.game_type) ?? [];
    list.push(g.node_id);
    byType.set(g.game_type, list);
  }
  const nodeOf = (type: string) => {
    const list = byType.get(type) ?? byType.get('RNG') ?? nodeIds;
    return list[rng.int(0, Math.min(list.length, 60) - 1)] ?? 10001;
  };
  // 180 bets over every type, spread over 30 days; recent ones may still be open, a few cancelled.
  for (let i = 0; i < 180; i++) {
    const type = BET_GAME_TYPES[i % BET_GAME_TYPES.length]!;
    const time = now - rng.int(10, 30 * 24 * 60 - 10) * MINUTE;
    const recent = now - time < 2 * DAY;
    const status: BetStatus =
      recent && rng.chance(0.3) ? 'UNSETTLED' : rng.chance(0.04) ? 'CANCELLED' : 'SETTLED';
    events.push(betEvent(rng, nodeOf(type), time, status));
  }
  // Bets today and yesterday (platform days), whatever the seed time: minutes before now, and the
  // hours before midnight.
  const midnight = now - (now % DAY);
  BET_GAME_TYPES.slice(0, 3).forEach((type, k) =>
    events.push(
      betEvent(
        rng,
        nodeOf(type),
        Math.max(midnight, now - (k + 1) * 2 * MINUTE),
        k === 0 ? 'UNSETTLED' : 'SETTLED',
      ),
    ),
  );
  BET_GAME_TYPES.forEach((type, k) =>
    events.push(betEvent(rng, nodeOf(type), midnight - (k + 1) * HOUR, k === 5 ? 'CANCELLED' : 'SETTLED')),
  );
  // A cancelled bet is refunded by an adjustment.
  for (const e of [...events])
    if (e.bet?.status === 'CANCELLED')
      events.push({
        time: e.time + MINUTE,
        type: 'ADJUST',
        amount: e.bet.bet,
        remark: 'Bet cancelled, stake refunded',
      });
  // Weekly rebates, a second bonus, a manual adjustment, a pending withdrawal and a failed deposit.
  for (let w = 1; w <= 4; w++)
    events.push({
      time: now - w * 7 * DAY + 3 * HOUR,
      type: 'REBATE',
      amount: round2(3 + w * 1.35),
      remark: 'Weekly rebate',
    });
  events.push({ time: now - 20 * DAY, type: 'BONUS', amount: 50, remark: 'Weekend deposit bonus' });
  events.push({
    time: now - 16 * DAY,
    type: 'ADJUST',
    amount: 25,
    remark: 'Manual adjustment: service credit',
  });
  events.push({ time: now - 6 * DAY, type: 'DEPOSIT', amount: 200, remark: 'PIX', status: 'FAILED' });
  events.push({
    time: now - 3 * HOUR,
    type: 'WITHDRAW',
    amount: -150,
    remark: 'Withdrawal to bank card',
    status: 'PENDING',
  });

  events.sort((a, b) => a.time - b.time);
  const moves = (e: Event) => (e.status === 'FAILED' ? 0 : e.amount + (e.bet ? e.bet.win : 0));
  let running = balance - events.reduce((s, e) => s + moves(e), 0);
  const code = merchant.toUpperCase();
  let seq = 0;
  const transaction = (time: number, type: string, amount: number, status: string, remark: string) => {
    seq++;
    db.run(
      `INSERT INTO transactions (id, member_id, time, type, amount, balance_after, status, remark)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      `T${code}${id}-${seq}`,
      id,
      time,
      type,
      round2(amount),
      round2(running),
      status,
      remark,
    );
  };
  for (const e of events) {
    if (e.status !== 'FAILED') running += e.amount;
    transaction(e.time, e.type, e.amount, e.status ?? 'SUCCESS', e.remark);
    if (!e.bet) continue;
    const { bet, status } = e.bet;
    const win = round2(e.bet.win);
    const settled = status === 'SETTLED';
    db.run(
      `INSERT INTO bets (id, member_id, time, node_id, bet, valid_bet, win_loss, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      `B${code}${id}-${seq}`,
      id,
      e.time,
      e.bet.node,
      bet,
      settled ? bet : 0,
      settled ? round2(win - bet) : 0,
      status,
    );
    if (win > 0) {
      running += win;
      transaction(e.time + MINUTE, 'PAYOUT', win, 'SUCCESS', '');
    }
  }
}

/**
 * `count` settled bets for a member (the 10,000-record benchmark), spread evenly over the `days`
 * days before `now`, newest first in id order. Only bets: the wallet and its transactions stay.
 */
export function addBets(db: Db, memberId: number, now: number, count: number, days: number): number {
  const rng = createRng(hashString(`bets-${memberId}-${count}`));
  const nodes = db.all<{ node_id: number }>('SELECT node_id FROM games ORDER BY node_id LIMIT 300');
  const span = days * DAY - MINUTE;
  const stamp = now.toString(36);
  db.tx(() => {
    for (let i = 0; i < count; i++) {
      const bet = rng.pick([1, 2, 5, 10, 20, 50]);
      const win = bet * rng.pick([0, 0, 0, 0.5, 1, 1.2, 2, 3, 5]);
      db.run(
        `INSERT INTO bets (id, member_id, time, node_id, bet, valid_bet, win_loss, status) VALUES (?, ?, ?, ?, ?, ?, ?, 'SETTLED')`,
        `BX${memberId}-${stamp}-${i}`,
        memberId,
        now - MINUTE - Math.floor((i * span) / count),
        nodes[rng.int(0, nodes.length - 1)]!.node_id,
        bet,
        bet,
        round2(win - bet),
      );
    }
  });
  return count;
}
