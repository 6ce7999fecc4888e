// Lottery draws: the issue on sale, when it is drawn and the latest results of each lottery. Draws
// are arithmetic on the platform clock (simulator/clock.ts): issue n of a lottery drawn every
// `interval` seconds is drawn at (n + 1) × interval, and its numbers are a seeded function of the
// lottery and the issue. So draws advance when the clock moves (`/__sim/clock/advance`), the same
// time always shows the same results, and nothing needs storing.
import type { LOTTERY_GROUPS } from '../../contract/calls/games.ts';
import { contract } from '../../contract/index.ts';
import { type Platform, tr } from '../platform.ts';
import { createRng, hashString } from '../prng.ts';
import { merchantVendors } from './games.ts';

type LotteryGroup = (typeof LOTTERY_GROUPS)[number];

export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'];

/**
 * The menu group of a lottery (contract LOTTERY_GROUPS): the Vietnamese provinces' daily draws (vn)
 * apart from the Vietnamese fast number draws ('Siêu Tốc 45 Giây', vnNumero); the platform's own
 * fast number draws (numero: Fast 3, PK10, SSC, 11 Pick 5, Lucky 28 every 1 to 15 minutes); the
 * Southeast Asian 4D and government draws (sea); the e-lottery games (elott).
 */
export function lotteryGroupOf(vendor: string, englishName: string): Exclude<LotteryGroup, 'hot'> {
  if (vendor === 'TCG_LOTTO_VN') return drawIntervalOf(englishName) < 86_400 ? 'vnNumero' : 'vn';
  if (vendor === 'TCG_SEA') return 'sea';
  if (vendor === 'ELOTT') return 'elott';
  return 'numero';
}

/** The menu groups' titles, as the platform translates them. */
export const LOTTERY_GROUP_TITLES: Record<LotteryGroup, Record<string, string>> = {
  hot: {
    PT: 'Populares',
    BR: 'Populares',
    EN: 'Popular',
    CN: '热门',
    TH: 'ยอดนิยม',
    VN: 'Phổ biến',
    PH: 'Sikat',
  },
  vn: {
    PT: 'Loteria do Vietname',
    BR: 'Loteria do Vietnã',
    EN: 'Vietnam Lottery',
    CN: '越南彩',
    TH: 'หวยเวียดนาม',
    VN: 'Xổ số Việt Nam',
    PH: 'Lotto ng Vietnam',
  },
  vnNumero: {
    PT: 'Numero Vietname',
    BR: 'Numero Vietnã',
    EN: 'VN Numero',
    CN: '越南数字彩',
    TH: 'นูเมโร่เวียดนาม',
    VN: 'Numero Việt Nam',
    PH: 'VN Numero',
  },
  numero: { PT: 'Numero', BR: 'Numero', EN: 'Numero', CN: '数字彩', TH: 'นูเมโร่', VN: 'Numero', PH: 'Numero' },
  sea: {
    PT: 'Sudeste Asiático',
    BR: 'Sudeste Asiático',
    EN: 'Southeast Asia',
    CN: '东南亚彩',
    TH: 'เอเชียตะวันออกเฉียงใต้',
    VN: 'Đông Nam Á',
    PH: 'Timog-Silangang Asya',
  },
  elott: {
    PT: 'E-Loteria',
    BR: 'E-Loteria',
    EN: 'E-Lottery',
    CN: '电子彩',
    TH: 'อีลอตเตอรี่',
    VN: 'Xổ số điện tử',
    PH: 'E-Lotto',
  },
};

/** Most lotteries a draws request may name. */
const MAX_GAMES = 50;

/**
 * Seconds between draws, read from the lottery's English name ('PK10 3 min', 'Siêu Tốc 45 Giây');
 * a name without a speed is a daily draw (the Vietnamese provinces, the SEA 4D games).
 */
export function drawIntervalOf(name: string): number {
  const m = /(\d+)\s*(min|Phút|Giây)/i.exec(name);
  if (!m) return 86_400;
  return m[2] === 'Giây' ? Number(m[1]) : Number(m[1]) * 60;
}

/** The drawn numbers of a lottery's issue, in the shape its game draws them. */
export function drawNumbers(vendor: string, name: string, gameId: string, issue: number): string[] {
  const rng = createRng(hashString(`${gameId}:${issue}`));
  const digits = (n: number) => Array.from({ length: n }, () => String(rng.int(0, 9)));
  const pad = (v: number) => String(v).padStart(2, '0');
  if (vendor === 'TCG_LOTTO_VN') return [digits(5).join('')];
  if (vendor === 'TCG_SEA') return [digits(4).join('')];
  if (/Fast 3|E-Dice/i.test(name)) return Array.from({ length: 3 }, () => String(rng.int(1, 6)));
  if (/PK10|Racing/i.test(name)) {
    const order = Array.from({ length: 10 }, (_, i) => i + 1);
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return order.map(pad);
  }
  if (/11|Pick 5/i.test(name)) {
    const pool = Array.from({ length: 11 }, (_, i) => i + 1);
    const picked: number[] = [];
    while (picked.length < 5) picked.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
    return picked.map(pad);
  }
  if (/28/.test(name)) return digits(3);
  return digits(5);
}

/** The issue label: the draw's UTC date and its number within the day ('20261125-0143'). */
export function issueLabel(issue: number, interval: number): string {
  const drawnAt = (issue + 1) * interval * 1000;
  const day = new Date(drawnAt).toISOString().slice(0, 10).replaceAll('-', '');
  const perDay = Math.max(1, Math.round(86_400 / interval));
  const inDay = Math.floor((drawnAt % 86_400_000) / (interval * 1000));
  return perDay > 1 ? `${day}-${String(inDay === 0 ? perDay : inDay).padStart(4, '0')}` : day;
}

export function registerLottery(p: Platform): void {
  const db = p.db;

  p.handle('lotteryDraws', contract.lotteryDraws, ({ input, merchant, now }) => {
    const offered = new Set(merchantVendors(merchant));
    const wanted = input.gameIds
      ? new Set(
          input.gameIds
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .slice(0, MAX_GAMES),
        )
      : null;
    const count = Math.min(10, Math.max(1, input.results ?? 1));
    const rows = db
      .all<{ game_id: string; vendor: string; names: string }>(
        `SELECT game_id, vendor, names FROM games WHERE vendor IN (${LOTTERY_VENDORS.map(() => '?').join(',')}) ORDER BY node_id`,
        ...LOTTERY_VENDORS,
      )
      .filter((g) => offered.has(g.vendor) && (!wanted || wanted.has(g.game_id)));
    const list = rows.map((g) => {
      const gameId = g.game_id;
      const name = tr(g.names, 'EN');
      const interval = drawIntervalOf(name);
      const ms = interval * 1000;
      // The issue on sale: the one whose draw is the next multiple of the interval.
      const current = Math.floor(now / ms);
      const results = Array.from({ length: count }, (_, i) => {
        const issue = current - 1 - i;
        return {
          issue: issueLabel(issue, interval),
          drawnAt: (issue + 1) * ms,
          numbers: drawNumbers(g.vendor, name, gameId, issue),
        };
      });
      return {
        gameId,
        issue: issueLabel(current, interval),
        nextDrawAt: (current + 1) * ms,
        drawInterval: interval,
        results,
      };
    });
    return { now, list };
  });
}
