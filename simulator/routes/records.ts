// Bet records, transactions, profit and loss, agent contracts.
import type { SQLInputValue } from 'node:sqlite';
import type { Context, Hono } from 'hono';
import * as z from '../../contract/schema.ts';
import { CONTRACT_EXCLUDED_TYPES, contract } from '../../contract/index.ts';
import { type Platform, fail, invalid, tr } from '../platform.ts';
import { round2 } from '../seed/index.ts';
import { addBets } from '../seed/records.ts';
import { dayOf } from './member.ts';

const DAY = 86_400_000;
export const MAX_RANGE_DAYS = 90;

/** [from, to) in epoch ms for an inclusive date range (defaults: the last 7 days). */
export function rangeOf(
  input: { startDate?: string | undefined; endDate?: string | undefined },
  now: number,
) {
  const endDate = input.endDate ?? dayOf(now);
  const startDate = input.startDate ?? dayOf(now - 6 * DAY);
  const from = Date.parse(`${startDate}T00:00:00Z`);
  const to = Date.parse(`${endDate}T00:00:00Z`) + DAY;
  if (Number.isNaN(from)) return invalid({ startDate: 'err_invalid_format' });
  if (Number.isNaN(to)) return invalid({ endDate: 'err_invalid_format' });
  if (from >= to) return invalid({ startDate: 'err_date_range' });
  if (to - from > MAX_RANGE_DAYS * DAY) return invalid({ startDate: 'err_date_range' });
  return { from, to, startDate, endDate };
}

export function registerRecords(p: Platform): void {
  const db = p.db;

  p.memberOnly('betRecords', contract.betRecords, ({ input, member, now, lang }) => {
    const { from, to } = rangeOf(input, now);
    const pageNo = input.pageNo ?? 1;
    const pageSize = Math.min(input.pageSize ?? 20, 100);
    const where = ['b.member_id = ?', 'b.time >= ?', 'b.time < ?'];
    const params: SQLInputValue[] = [member.id, from, to];
    if (input.gameType) {
      where.push('g.game_type = ?');
      params.push(input.gameType);
    }
    if (input.status) {
      where.push('b.status = ?');
      params.push(input.status);
    }
    const base = `FROM bets b JOIN games g ON g.node_id = b.node_id WHERE ${where.join(' AND ')}`;
    const sum = db.get<{ n: number; bet: number | null; valid: number | null; wl: number | null }>(
      `SELECT COUNT(*) AS n, SUM(b.bet) AS bet, SUM(b.valid_bet) AS valid, SUM(b.win_loss) AS wl ${base}`,
      ...params,
    )!;
    const rows = db.all<{
      id: string;
      time: number;
      names: string;
      vendor: string;
      game_type: string;
      bet: number;
      valid_bet: number;
      win_loss: number;
      status: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
    }>(
      `SELECT b.id, b.time, g.names, g.vendor, g.game_type, b.bet, b.valid_bet, b.win_loss, b.status ${base}
       ORDER BY b.time DESC, b.id LIMIT ? OFFSET ?`,
      ...params,
      pageSize,
      (pageNo - 1) * pageSize,
    );
    return {
      content: rows.map((r) => ({
        id: r.id,
        betTime: r.time,
        gameName: tr(r.names, lang),
        vendor: r.vendor,
        gameType: r.game_type,
        betAmount: r.bet,
        validBet: r.valid_bet,
        winLoss: r.win_loss,
        status: r.status,
      })),
      pageNum: pageNo,
      totalPages: Math.max(1, Math.ceil(sum.n / pageSize)),
      totalElements: sum.n,
      summary: {
        betAmount: round2(sum.bet ?? 0),
        validBet: round2(sum.valid ?? 0),
        winLoss: round2(sum.wl ?? 0),
      },
    };
  });

  p.memberOnly('transactions', contract.transactions, ({ input, member, now }) => {
    const { from, to } = rangeOf(input, now);
    const pageNo = input.pageNo ?? 1;
    const pageSize = Math.min(input.pageSize ?? 20, 100);
    const where = ['member_id = ?', 'time >= ?', 'time < ?'];
    const params: SQLInputValue[] = [member.id, from, to];
    if (input.type) {
      where.push('type = ?');
      params.push(input.type);
    }
    const base = `FROM transactions WHERE ${where.join(' AND ')}`;
    const total = db.get<{ n: number }>(`SELECT COUNT(*) AS n ${base}`, ...params)!.n;
    const rows = db.all<{
      id: string;
      time: number;
      type: 'DEPOSIT';
      amount: number;
      balance_after: number;
      status: 'SUCCESS';
      remark: string;
    }>(
      `SELECT * ${base} ORDER BY time DESC, id LIMIT ? OFFSET ?`,
      ...params,
      pageSize,
      (pageNo - 1) * pageSize,
    );
    return {
      content: rows.map((r) => ({
        id: r.id,
        time: r.time,
        type: r.type,
        amount: r.amount,
        balanceAfter: r.balance_after,
        status: r.status,
        remark: r.remark,
      })),
      pageNum: pageNo,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      totalElements: total,
    };
  });

  p.memberOnly('profitAndLoss', contract.profitAndLoss, ({ input, member, now }) => {
    const { from, to, startDate, endDate } = rangeOf(input, now);
    const sums = Object.fromEntries(
      db
        .all<{ type: string; total: number }>(
          "SELECT type, SUM(amount) AS total FROM transactions WHERE member_id = ? AND time >= ? AND time < ? AND status != 'FAILED' GROUP BY type",
          member.id,
          from,
          to,
        )
        .map((r) => [r.type, r.total]),
    ) as Record<string, number>;
    const byType = db.all<{ game_type: string; bet: number; valid: number; wl: number }>(
      `SELECT g.game_type, SUM(b.bet) AS bet, SUM(b.valid_bet) AS valid, SUM(b.win_loss) AS wl
       FROM bets b JOIN games g ON g.node_id = b.node_id WHERE b.member_id = ? AND b.time >= ? AND b.time < ?
       GROUP BY g.game_type ORDER BY g.game_type`,
      member.id,
      from,
      to,
    );
    const betAmount = round2(byType.reduce((s, r) => s + r.bet, 0));
    const validBet = round2(byType.reduce((s, r) => s + r.valid, 0));
    const payout = round2(sums.PAYOUT ?? 0);
    const bonus = round2(sums.BONUS ?? 0);
    const rebate = round2(sums.REBATE ?? 0);
    return {
      startDate,
      endDate,
      deposit: round2(sums.DEPOSIT ?? 0),
      withdraw: round2(-(sums.WITHDRAW ?? 0)),
      betAmount,
      validBet,
      payout,
      bonus,
      rebate,
      profit: round2(payout + bonus + rebate - betAmount),
      byGameType: byType.map((r) => ({
        gameType: r.game_type,
        betAmount: round2(r.bet),
        validBet: round2(r.valid),
        winLoss: round2(r.wl),
      })),
    };
  });

  p.memberOnly('contractRequests', contract.contractRequests, ({ member }) => {
    if (CONTRACT_EXCLUDED_TYPES.includes(member.type))
      return { dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 };
    const count = (kind: string) =>
      db.get<{ n: number }>(
        "SELECT COUNT(*) AS n FROM contracts WHERE member_id = ? AND kind = ? AND status = 'PENDING'",
        member.id,
        kind,
      )!.n;
    return {
      dailysalreqtype: count('salary'),
      divtypecompperiodreq: count('dividend'),
      contracthoursalreq: count('hourly'),
    };
  });

  p.memberOnly('contracts', contract.contracts, ({ input, member }) =>
    db
      .all<{
        id: number;
        kind: 'salary';
        from_agent: string;
        status: 'PENDING';
        tiers: string;
        created_at: number;
      }>(
        'SELECT * FROM contracts WHERE member_id = ? AND kind = ? ORDER BY created_at DESC, id DESC',
        member.id,
        input.kind,
      )
      .map((c) => ({
        id: c.id,
        kind: c.kind,
        fromAgent: c.from_agent,
        status: c.status,
        tiers: JSON.parse(c.tiers) as { threshold: number; rate: number }[],
        createdAt: c.created_at,
      })),
  );

  p.memberOnly('respondContract', contract.respondContract, ({ input, member }) => {
    const c = db.get<{ status: string }>(
      'SELECT status FROM contracts WHERE id = ? AND member_id = ? AND kind = ?',
      input.id,
      member.id,
      input.kind,
    );
    if (!c) return fail('NOT_FOUND');
    if (c.status !== 'PENDING') return fail('CONFLICT', { status: c.status });
    db.run('UPDATE contracts SET status = ? WHERE id = ?', input.accept ? 'ACCEPTED' : 'REJECTED', input.id);
    return { ok: true };
  });
}

const controlOk = (c: Context, value: unknown) => c.json({ success: true, code: 0, message: '', value });
const controlBad = (c: Context, status: 400 | 404, code: string, value?: unknown) =>
  c.json(
    { success: false, code, message: code === 'NOT_FOUND' ? 'err_not_found' : 'err_invalid_format', value },
    status,
  );
const addBetsInput = z.object({
  merchant: z.optional(z.string()),
  count: z.number().check(z.int(), z.gte(1), z.lte(20_000)),
  /** The bets are spread over the days before now (default 30). */
  days: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MAX_RANGE_DAYS))),
});

/**
 * Control routes (`/__sim/`) for a member's records: what the platform stores (tests compare the
 * record screens with it) and bulk bets (the 10,000-record benchmark).
 */
export function registerRecordsControl(app: Hono, p: Platform): void {
  const db = p.db;
  const memberOf = (c: Context, merchant: string | undefined) =>
    db.get<{ id: number }>(
      'SELECT id FROM members WHERE merchant = ? AND username = ?',
      merchant ?? c.req.query('merchant') ?? p.resolveMerchant(c).code,
      c.req.param('username') ?? '',
    );

  app.get('/__sim/members/:username/records', (c) => {
    const member = memberOf(c, undefined);
    if (!member) return controlBad(c, 404, 'NOT_FOUND');
    const bets = db
      .all<{
        id: string;
        time: number;
        node_id: number;
        names: string;
        vendor: string;
        game_type: string;
        bet: number;
        valid_bet: number;
        win_loss: number;
        status: string;
      }>(
        `SELECT b.id, b.time, b.node_id, g.names, g.vendor, g.game_type, b.bet, b.valid_bet, b.win_loss, b.status
         FROM bets b JOIN games g ON g.node_id = b.node_id WHERE b.member_id = ? ORDER BY b.time DESC, b.id`,
        member.id,
      )
      .map((b) => ({
        id: b.id,
        time: b.time,
        nodeId: b.node_id,
        gameNames: JSON.parse(b.names) as Record<string, string>,
        vendor: b.vendor,
        gameType: b.game_type,
        betAmount: b.bet,
        validBet: b.valid_bet,
        winLoss: b.win_loss,
        status: b.status,
      }));
    const transactions = db
      .all<{
        id: string;
        time: number;
        type: string;
        amount: number;
        balance_after: number;
        status: string;
        remark: string;
      }>('SELECT * FROM transactions WHERE member_id = ? ORDER BY time DESC, id', member.id)
      .map((t) => ({
        id: t.id,
        time: t.time,
        type: t.type,
        amount: t.amount,
        balanceAfter: t.balance_after,
        status: t.status,
        remark: t.remark,
      }));
    return controlOk(c, { bets, transactions });
  });

  app.post('/__sim/members/:username/bets', async (c) => {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      raw = undefined;
    }
    const r = addBetsInput.safeParse(raw);
    if (!r.success) return controlBad(c, 400, 'VALIDATION_ERROR', z.flattenError(r.error).fieldErrors);
    const member = memberOf(c, r.data.merchant);
    if (!member) return controlBad(c, 404, 'NOT_FOUND');
    const added = addBets(db, member.id, p.clock.now(), r.data.count, r.data.days ?? 30);
    return controlOk(c, { added });
  });

  // The member's agent contracts as stored (tests check that an answer on the contract screens
  // reached the platform).
  app.get('/__sim/members/:username/contracts', (c) => {
    const member = memberOf(c, undefined);
    if (!member) return controlBad(c, 404, 'NOT_FOUND');
    const contracts = db
      .all<{ id: number; kind: string; from_agent: string; status: string; created_at: number }>(
        'SELECT id, kind, from_agent, status, created_at FROM contracts WHERE member_id = ? ORDER BY id',
        member.id,
      )
      .map((k) => ({
        id: k.id,
        kind: k.kind,
        fromAgent: k.from_agent,
        status: k.status,
        createdAt: k.created_at,
      }));
    return controlOk(c, { contracts });
  });
}
