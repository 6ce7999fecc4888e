// Responsible gaming: a member's limits, reality check interval, breaks and self-exclusion, stored in
// rg_limits and rg_state, and the checks the other routes call to enforce them (a deposit over a
// limit, a login or game launch during a break, a launch past the loss or session limit).
// A lower limit applies at once; a higher or removed one waits RG_COOLING_HOURS, stored as its
// pending value and time and applied as platform time passes (so a moved clock applies it).
import {
  contract,
  RG_BREAK_DAYS,
  RG_COOLING_HOURS,
  RG_EXCLUSION_MONTHS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
} from '../../contract/index.ts';
import type { Db } from '../db.ts';
import { type Platform, fail, invalid } from '../platform.ts';
import { round2 } from '../seed/index.ts';
import type { MerchantConfig } from '../seed/merchants.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Rolling windows: the last day, 7 days, 30 days. */
const WINDOW_MS = { day: DAY, week: 7 * DAY, month: 30 * DAY } as const;
type Period = (typeof RG_PERIODS)[number];
type LimitKind = (typeof RG_LIMIT_KINDS)[number] | 'session';

interface LimitRow {
  member_id: number;
  kind: LimitKind;
  period: string;
  value: number | null;
  pending_value: number | null;
  pending_at: number | null;
}
interface StateRow {
  member_id: number;
  reality_minutes: number | null;
  break_kind: 'break' | 'exclusion' | null;
  break_until: number | null;
  break_permanent: number;
}

/** Help organisations per merchant (by its currency's market), with a fallback for the rest. */
const HELP_LINKS: Record<string, { name: string; url: string; phone: string }[]> = {
  BRL: [
    { name: 'Jogadores Anônimos Brasil', url: 'https://jogadoresanonimos.com.br', phone: '' },
    { name: 'CVV – Centro de Valorização da Vida', url: 'https://cvv.org.br', phone: '188' },
  ],
  default: [
    { name: 'Gamblers Anonymous', url: 'https://gamblersanonymous.org', phone: '' },
    { name: 'GamCare', url: 'https://www.gamcare.org.uk', phone: '0808 8020 133' },
    { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org', phone: '' },
  ],
};

export function helpLinksOf(m: MerchantConfig) {
  return HELP_LINKS[m.currency] ?? HELP_LINKS.default!;
}

function limitRow(db: Db, memberId: number, kind: LimitKind, period: string): LimitRow | undefined {
  return db.get<LimitRow>(
    'SELECT * FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ?',
    memberId,
    kind,
    period,
  );
}

function stateOf(db: Db, memberId: number): StateRow | undefined {
  return db.get<StateRow>('SELECT * FROM rg_state WHERE member_id = ?', memberId);
}

/** Deposited in the window: orders not cancelled or failed (a pending order counts: it may be paid). */
function depositedSince(db: Db, memberId: number, since: number): number {
  return (
    db.get<{ n: number | null }>(
      "SELECT SUM(amount) AS n FROM deposits WHERE member_id = ? AND created_at > ? AND status NOT IN ('CANCELLED', 'FAILED')",
      memberId,
      since,
    )?.n ?? 0
  );
}

/** Net result of the bets placed since `since` (negative: lost). */
function netSince(db: Db, memberId: number, since: number): number {
  return (
    db.get<{ n: number | null }>(
      'SELECT SUM(win_loss) AS n FROM bets WHERE member_id = ? AND time >= ?',
      memberId,
      since,
    )?.n ?? 0
  );
}

function usedOf(db: Db, memberId: number, kind: 'deposit' | 'loss', period: Period, now: number): number {
  const since = now - WINDOW_MS[period];
  return round2(
    kind === 'deposit' ? depositedSince(db, memberId, since) : Math.max(0, -netSince(db, memberId, since)),
  );
}

const pendingOf = (r: LimitRow | undefined) =>
  r && r.pending_at !== null ? { value: r.pending_value, effectiveAt: r.pending_at } : null;

function settingsOf(db: Db, memberId: number, merchant: MerchantConfig, now: number) {
  const limits = RG_LIMIT_KINDS.flatMap((kind) =>
    RG_PERIODS.map((period) => {
      const r = limitRow(db, memberId, kind, period);
      return {
        kind,
        period,
        value: r?.value ?? null,
        pending: pendingOf(r),
        used: usedOf(db, memberId, kind, period, now),
      };
    }),
  );
  const session = limitRow(db, memberId, 'session', '');
  return {
    limits,
    session: { value: session?.value ?? null, pending: pendingOf(session) },
    realityCheckMinutes: stateOf(db, memberId)?.reality_minutes ?? null,
    helpLinks: helpLinksOf(merchant),
    coolingHours: RG_COOLING_HOURS,
  };
}

/** The running break or exclusion of a member, if any. */
export function breakOf(db: Db, memberId: number, now: number) {
  const s = stateOf(db, memberId);
  if (!s?.break_kind) return undefined;
  if (s.break_permanent) return { kind: s.break_kind, until: null };
  if (s.break_until !== null && s.break_until > now) return { kind: s.break_kind, until: s.break_until };
  return undefined;
}

/** Refuses with PLAY_BREAK while a break or self-exclusion runs (login, game launch). */
export function refuseDuringBreak(db: Db, memberId: number, now: number): void {
  const b = breakOf(db, memberId, now);
  if (b) fail('PLAY_BREAK', b, b.kind === 'break' ? 'err_play_break' : 'err_self_excluded');
}

/** Refuses a deposit of `amount` that would pass one of the member's deposit limits. */
export function refuseOverDepositLimit(db: Db, memberId: number, amount: number, now: number): void {
  for (const period of RG_PERIODS) {
    const limit = limitRow(db, memberId, 'deposit', period)?.value;
    if (limit === null || limit === undefined) continue;
    const used = usedOf(db, memberId, 'deposit', period, now);
    if (used + amount > limit + 1e-9)
      fail('DEPOSIT_LIMIT_EXCEEDED', {
        period,
        limit,
        remaining: round2(Math.max(0, limit - used)),
        fields: { amount: 'err_deposit_limit' },
      });
  }
}

/** Refuses a game launch during a break, past a loss limit, or past the session time limit. */
export function refuseGameLaunch(db: Db, memberId: number, sessionStartedAt: number, now: number): void {
  refuseDuringBreak(db, memberId, now);
  for (const period of RG_PERIODS) {
    const limit = limitRow(db, memberId, 'loss', period)?.value;
    if (limit === null || limit === undefined) continue;
    if (usedOf(db, memberId, 'loss', period, now) >= limit) fail('LOSS_LIMIT_REACHED', { period, limit });
  }
  const minutes = limitRow(db, memberId, 'session', '')?.value;
  if (minutes && now - sessionStartedAt >= minutes * 60_000) fail('SESSION_LIMIT_REACHED', { minutes });
}

/** Adds calendar months in UTC (an exclusion of 6 months ends on the same day 6 months later). */
function addMonths(t: number, months: number): number {
  const d = new Date(t);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

export function registerResponsibleGaming(p: Platform): void {
  const db = p.db;

  // A raise or removal whose cooling period has passed applies, before any call reads the limits.
  p.whenTimePasses((now) => {
    db.run(
      `UPDATE rg_limits SET value = pending_value, pending_value = NULL, pending_at = NULL
       WHERE pending_at IS NOT NULL AND pending_at <= ?`,
      now,
    );
  });

  p.memberOnly('rgSettings', contract.rgSettings, ({ member, merchant, now }) =>
    settingsOf(db, member.id, merchant, now),
  );

  p.memberOnly('rgSetLimit', contract.rgSetLimit, ({ input, member, merchant, now }) => {
    const kind = input.kind;
    let period = '';
    if (kind !== 'session') {
      if (!input.period) return invalid({ period: 'err_required' });
      period = input.period;
    }
    const value =
      input.value === null ? null : kind === 'session' ? Math.round(input.value) : round2(input.value);
    const row = limitRow(db, member.id, kind, period);
    const current = row?.value ?? null;
    // Tighter (a first limit, or a lower one) applies now and cancels a waiting raise; looser waits.
    const tighter = value !== null && (current === null || value <= current);
    db.run(
      `INSERT INTO rg_limits (member_id, kind, period, value, pending_value, pending_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT(member_id, kind, period) DO UPDATE SET
         value = excluded.value, pending_value = excluded.pending_value, pending_at = excluded.pending_at`,
      member.id,
      kind,
      period,
      tighter ? value : current,
      tighter || value === current ? null : value,
      tighter || value === current ? null : now + RG_COOLING_HOURS * HOUR,
    );
    return settingsOf(db, member.id, merchant, now);
  });

  p.memberOnly('rgSetRealityCheck', contract.rgSetRealityCheck, ({ input, member, merchant, now }) => {
    db.run(
      `INSERT INTO rg_state (member_id, reality_minutes) VALUES (?, ?)
       ON CONFLICT(member_id) DO UPDATE SET reality_minutes = excluded.reality_minutes`,
      member.id,
      input.minutes === null ? null : Math.round(input.minutes),
    );
    return settingsOf(db, member.id, merchant, now);
  });

  p.memberOnly('rgSession', contract.rgSession, ({ member, session, now }) => ({
    startedAt: session.created_at,
    playedMs: now - session.created_at,
    net: round2(netSince(db, member.id, session.created_at)),
    realityCheckMinutes: stateOf(db, member.id)?.reality_minutes ?? null,
  }));

  p.memberOnly('rgTakeBreak', contract.rgTakeBreak, ({ input, member, now }) => {
    let until: number | null;
    if (input.kind === 'break') {
      if (input.length < RG_BREAK_DAYS.min || input.length > RG_BREAK_DAYS.max)
        return invalid({ length: 'err_invalid_format' });
      until = now + input.length * DAY;
    } else if (input.permanent) {
      until = null;
    } else {
      if (input.length < RG_EXCLUSION_MONTHS.min || input.length > RG_EXCLUSION_MONTHS.max)
        return invalid({ length: 'err_invalid_format' });
      until = addMonths(now, input.length);
    }
    // A running break or exclusion is only ever lengthened: a new, shorter one cannot shorten it.
    const running = breakOf(db, member.id, now);
    if (running && (running.until === null || (until !== null && until < running.until)))
      return fail('ALREADY_DONE', running);
    db.tx(() => {
      db.run(
        `INSERT INTO rg_state (member_id, break_kind, break_until, break_permanent) VALUES (?, ?, ?, ?)
         ON CONFLICT(member_id) DO UPDATE SET break_kind = excluded.break_kind,
           break_until = excluded.break_until, break_permanent = excluded.break_permanent`,
        member.id,
        input.kind,
        until,
        until === null ? 1 : 0,
      );
      // Signed out everywhere: the break starts now on every device.
      db.run('DELETE FROM sessions WHERE member_id = ?', member.id);
    });
    return { until };
  });
}
