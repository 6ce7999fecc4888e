// Vendor setup, vendor tiles, game lists, hot games, favourites, recent games, launch, lottery.
import type { SQLInputValue } from 'node:sqlite';
import { LOTTERY_GROUPS } from '../../contract/calls/games.ts';
import { contract } from '../../contract/index.ts';
import { type Platform, fail, tr } from '../platform.ts';
import { createRng } from '../prng.ts';
import type { MerchantConfig } from '../seed/merchants.ts';
import { safeBackUrl, type Tickets } from '../tickets.ts';
import { LOTTERY_GROUP_TITLES, LOTTERY_VENDORS, drawIntervalOf, lotteryGroupOf } from './lottery.ts';
import { refuseGameLaunch } from './responsibleGaming.ts';

export const ESPORTS_VENDORS = ['IMES', 'SV388', 'IA', 'TF'];

export interface GameRow {
  node_id: number;
  game_id: string;
  vendor: string;
  game_type: string;
  game_code: string;
  group_id: string;
  names: string;
  classify: string;
  lotto_mode: string;
  min_bet: number;
  is_new: number;
  hot_rank: number;
  sort: number;
}

const COLUMNS =
  'g.node_id, g.game_id, g.vendor, g.game_type, g.game_code, g.group_id, g.names, g.classify, g.lotto_mode, g.min_bet, g.is_new, g.hot_rank, g.sort';

export function toGame(row: GameRow, lang: string, maintenance: ReadonlySet<string>) {
  const name = tr(row.names, lang);
  const node = String(row.node_id);
  return {
    gameId: row.game_id,
    roomId: '',
    nodeId: node,
    gameName: name,
    nodeName: name,
    displayName: name,
    gameType: row.game_type,
    vassalage: row.vendor,
    vendorCode: row.vendor,
    gameCode: row.game_code,
    gameGroupId: row.group_id,
    lottoMode: row.lotto_mode,
    showIcon: true,
    iconUrl: `/sim/img/game/${node}.png`,
    mobileLargeIcon: `/sim/img/game/${node}.png?size=large`,
    supportPlay: !maintenance.has(row.vendor),
    isNew: Boolean(row.is_new),
    isHot: row.hot_rank > 0,
    gameClassify: row.classify,
    minBet: row.min_bet,
  };
}

/** The vendors a merchant offers (those in its vendor sorting). */
export function merchantVendors(m: MerchantConfig): string[] {
  return [...new Set(m.vendorSorting.flatMap((c) => c.vendorNames))];
}

/** SQL conditions for a game type as the app names it (tabs and classifications included). */
function typeCondition(gameType: string | undefined, where: string[], params: SQLInputValue[]) {
  if (!gameType || gameType === 'ALL') return;
  switch (gameType) {
    case 'HOT':
      where.push('g.hot_rank > 0');
      return;
    case 'INHOUSE':
      where.push("g.vendor = 'BGS'");
      return;
    case 'BINGO':
      where.push("g.classify = 'BG'");
      return;
    case 'ELOTT':
      where.push("g.vendor = 'ELOTT'");
      return;
    case 'ESPORTS':
      where.push(`g.game_type = 'SPORTS' AND g.vendor IN (${ESPORTS_VENDORS.map(() => '?').join(',')})`);
      params.push(...ESPORTS_VENDORS);
      return;
    default:
      where.push('g.game_type = ?');
      params.push(gameType);
  }
}

export function registerGames(p: Platform, tickets: Tickets): void {
  const db = p.db;
  const counts = p.cache<string, number>('game-counts');
  const vendorMaintenance = () =>
    new Set(db.all<{ code: string }>('SELECT code FROM vendors WHERE maintenance = 1').map((v) => v.code));
  const allVendors = () => db.all<{ code: string }>('SELECT code FROM vendors').map((v) => v.code);
  /** Leaves out the vendors the merchant does not offer (usually none, so usually no condition). */
  const vendorFilter = (m: MerchantConfig, where: string[], params: SQLInputValue[]) => {
    const offered = new Set(merchantVendors(m));
    const excluded = allVendors().filter((v) => !offered.has(v));
    if (!excluded.length) return;
    where.push(`g.vendor NOT IN (${excluded.map(() => '?').join(',')})`);
    params.push(...excluded);
  };

  p.handle('vendorSetup', contract.vendorSetup, ({ merchant }) => {
    const sorting = merchant.vendorSorting.map((c) => ({
      gameCategory: c.gameCategory,
      vendorNames: [...c.vendorNames],
    }));
    const mapping: Record<string, string[]> = Object.fromEntries(
      sorting.map((c) => [c.gameCategory, c.vendorNames]),
    );
    mapping.ELOTT = [...new Set([...(mapping.ELOTT ?? []), ...merchant.elottMapping])];
    return { sorting, mapping };
  });

  p.handle('vendorTypes', contract.vendorTypes, ({ input, merchant }) => {
    const maintenance = vendorMaintenance();
    const names = new Map(
      db.all<{ code: string; name: string }>('SELECT code, name FROM vendors').map((v) => [v.code, v.name]),
    );
    const wanted = input.gameCategory?.toUpperCase();
    const out: {
      vendorCode: string;
      vendorName: string;
      gameCategory: string;
      iconUrl: string;
      gameId: string;
      nodeId: string;
      maintenance: boolean;
    }[] = [];
    for (const c of merchant.vendorSorting) {
      for (const v of c.vendorNames) {
        const category =
          c.gameCategory === 'SPORTS' && ESPORTS_VENDORS.includes(v) ? 'ESPORTS' : c.gameCategory;
        if (wanted && wanted !== category && wanted !== c.gameCategory) continue;
        const first = db.get<{ node_id: number; game_id: string }>(
          'SELECT node_id, game_id FROM games WHERE vendor = ? ORDER BY sort LIMIT 1',
          v,
        );
        out.push({
          vendorCode: v,
          vendorName: names.get(v) ?? v,
          gameCategory: category,
          iconUrl: `/sim/img/vendor/${v}.svg`,
          gameId: first?.game_id ?? '',
          nodeId: first ? String(first.node_id) : '',
          maintenance: maintenance.has(v),
        });
      }
    }
    return { content: out };
  });

  p.handle('gameList', contract.gameList, ({ input, merchant, member, lang }) => {
    const pageSize = Math.min(input.pageSize ?? 25, 100);
    const pageNo = input.pageNo ?? 1;
    const where: string[] = [];
    const params: SQLInputValue[] = [];
    vendorFilter(merchant, where, params);
    typeCondition(input.gameType, where, params);
    if (input.vassalage) {
      where.push('g.vendor = ?');
      params.push(input.vassalage);
    }
    const classify = input.gameClassify?.toUpperCase();
    if (classify && classify !== 'ALL') {
      if (classify === 'NEW') where.push('g.is_new = 1');
      else if (classify === 'HOT') where.push('g.hot_rank > 0');
      else if (classify === 'FAV' || classify === 'RECENT') {
        if (!member) return fail('NOT_LOGGED_IN');
        const table = classify === 'FAV' ? 'favourites' : 'recents';
        where.push(`g.node_id IN (SELECT node_id FROM ${table} WHERE member_id = ?)`);
        params.push(member.id);
      } else {
        where.push('g.classify = ?');
        params.push(classify);
      }
    }
    if (input.isNew) where.push('g.is_new = 1');
    const name = input.gameName?.trim().toLowerCase();
    if (name) {
      // Three characters or more go through the trigram index; shorter ones scan.
      if ([...name].length >= 3) {
        where.push('g.node_id IN (SELECT rowid FROM games_fts WHERE games_fts MATCH ?)');
        params.push(`"${name.replace(/"/g, '""')}"`);
      } else {
        where.push('instr(g.search, ?) > 0');
        params.push(name);
      }
    }
    const minBet = Number(input.minBet);
    if (input.minBet && input.minBet !== 'ALL' && Number.isFinite(minBet)) {
      where.push('g.min_bet <= ?');
      params.push(minBet);
    }
    const sqlWhere = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // The games never change after the seed, so a filter's count is computed once (member lists
    // are per member and change: those are not cached).
    const countSql = `SELECT COUNT(*) AS n FROM games g ${sqlWhere}`;
    const cacheKey =
      classify === 'FAV' || classify === 'RECENT' ? undefined : `${countSql} ${JSON.stringify(params)}`;
    let total = cacheKey === undefined ? undefined : counts.get(cacheKey);
    if (total === undefined) {
      total = db.get<{ n: number }>(countSql, ...params)!.n;
      if (cacheKey !== undefined) counts.set(cacheKey, total);
    }
    // The page's ids come off the index alone; only those 25 rows are read.
    const rows = db.all<GameRow>(
      `SELECT ${COLUMNS} FROM games g WHERE g.node_id IN
         (SELECT g.node_id FROM games g ${sqlWhere} ORDER BY g.node_id LIMIT ? OFFSET ?)
       ORDER BY g.node_id`,
      ...params,
      pageSize,
      (pageNo - 1) * pageSize,
    );
    const maintenance = vendorMaintenance();
    return {
      games: rows.map((r) => toGame(r, lang, maintenance)),
      pageNum: pageNo,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      totalElements: total,
    };
  });

  p.handle('hotGames', contract.hotGames, ({ input, merchant, lang }) => {
    const where = ['g.hot_rank > 0'];
    const params: SQLInputValue[] = [];
    vendorFilter(merchant, where, params);
    if (input.gameType !== 'HOT') typeCondition(input.gameType, where, params);
    const rows = db.all<GameRow>(
      `SELECT ${COLUMNS} FROM games g WHERE ${where.join(' AND ')} ORDER BY g.hot_rank`,
      ...params,
    );
    const maintenance = vendorMaintenance();
    return { list: rows.map((r) => toGame(r, lang, maintenance)), totalPages: 1 };
  });

  const listOf = (
    table: 'favourites' | 'recents',
    memberId: number,
    gameType: string | undefined,
    pageNo: number,
    pageSize: number,
  ) => {
    const where = [`x.member_id = ?`];
    const params: SQLInputValue[] = [memberId];
    typeCondition(gameType, where, params);
    const order = table === 'favourites' ? 'x.created_at DESC' : 'x.played_at DESC';
    const from = `FROM ${table} x JOIN games g ON g.node_id = x.node_id WHERE ${where.join(' AND ')}`;
    const total = db.get<{ n: number }>(`SELECT COUNT(*) AS n ${from}`, ...params)!.n;
    const rows = db.all<GameRow>(
      `SELECT ${COLUMNS} ${from} ORDER BY ${order}, g.node_id LIMIT ? OFFSET ?`,
      ...params,
      pageSize,
      (pageNo - 1) * pageSize,
    );
    return { rows, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
  };

  p.memberOnly('favourites', contract.favourites, ({ input, member, lang }) => {
    const pageNo = input.pageNo ?? 1;
    const { rows, totalPages } = listOf(
      'favourites',
      member.id,
      input.gameType,
      pageNo,
      Math.min(input.pageSize ?? 25, 100),
    );
    const maintenance = vendorMaintenance();
    return { content: rows.map((r) => toGame(r, lang, maintenance)), pageNum: pageNo, totalPages };
  });

  const gameOf = (nodeId: string, vendor?: string) => {
    const id = Number(nodeId);
    const row = Number.isInteger(id)
      ? db.get<GameRow>(`SELECT ${COLUMNS} FROM games g WHERE g.node_id = ?`, id)
      : undefined;
    if (!row || (vendor && row.vendor !== vendor)) return fail('NOT_FOUND');
    return row;
  };

  p.memberOnly('addFavourite', contract.addFavourite, ({ input, member, now }) => {
    const g = gameOf(input.nodeId, input.vendor);
    db.run(
      'INSERT OR IGNORE INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)',
      member.id,
      g.node_id,
      now,
    );
    return { nodeId: String(g.node_id), favourite: true };
  });

  p.memberOnly('removeFavourite', contract.removeFavourite, ({ input, member }) => {
    const g = gameOf(input.nodeId, input.vendor);
    db.run('DELETE FROM favourites WHERE member_id = ? AND node_id = ?', member.id, g.node_id);
    return { nodeId: String(g.node_id), favourite: false };
  });

  p.memberOnly('recentGames', contract.recentGames, ({ input, member, lang }) => {
    const { rows, totalPages } = listOf(
      'recents',
      member.id,
      input.gameType,
      input.page ?? 1,
      Math.min(input.pageSize ?? 25, 100),
    );
    const maintenance = vendorMaintenance();
    return { list: rows.map((r) => toGame(r, lang, maintenance)), totalPages };
  });

  const touchRecent = (memberId: number, nodeId: number, now: number) =>
    db.run(
      `INSERT INTO recents (member_id, node_id, played_at) VALUES (?, ?, ?)
       ON CONFLICT(member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
      memberId,
      nodeId,
      now,
    );

  p.memberOnly('addRecent', contract.addRecent, ({ input, member, now }) => {
    const g = gameOf(input.nodeId);
    touchRecent(member.id, g.node_id, now);
    return { nodeId: String(g.node_id) };
  });

  p.memberOnly('launchGame', contract.launchGame, ({ input, member, merchant, session, now, lang }) => {
    refuseGameLaunch(db, member.id, session.created_at, now);
    if (!merchantVendors(merchant).includes(input.vendor)) return fail('NOT_FOUND');
    if (vendorMaintenance().has(input.vendor))
      return fail('NO_PERMISSION', undefined, 'err_vendor_maintenance');
    let game: GameRow | undefined;
    if (input.nodeId) game = gameOf(input.nodeId, input.vendor);
    else if (input.gameId) {
      game = db.get<GameRow>(
        `SELECT ${COLUMNS} FROM games g WHERE g.game_id = ? AND g.vendor = ?`,
        input.gameId,
        input.vendor,
      );
      if (!game) return fail('NOT_FOUND');
    } else if (input.gameCode && input.gameCode !== 'lobby') {
      game = db.get<GameRow>(
        `SELECT ${COLUMNS} FROM games g WHERE g.game_code = ? AND g.vendor = ?`,
        input.gameCode,
        input.vendor,
      );
      if (!game) return fail('NOT_FOUND');
    }
    if (game) touchRecent(member.id, game.node_id, now);
    const ticket = tickets.issue(
      {
        memberId: member.id,
        merchant: merchant.code,
        kind: 'game',
        data: {
          vendor: input.vendor,
          node: game ? String(game.node_id) : '',
          name: game ? tr(game.names, lang) : `${input.vendor} lobby`,
          back: safeBackUrl(input.backUrl),
          playType: input.playType ?? '',
          prizeMode: input.prizeMode ?? '',
          lang,
        },
      },
      now,
    );
    return { url: `/sim/game/play?ticket=${encodeURIComponent(ticket)}`, mode: 'frame' as const };
  });

  p.handle('winnerBoard', contract.winnerBoard, ({ input, merchant, lang, now }) => {
    // Deterministic for a given hour: the same board for everyone, moving on every hour.
    const where: string[] = [];
    const params: SQLInputValue[] = [];
    vendorFilter(merchant, where, params);
    typeCondition(input.gameType, where, params);
    const rows = db.all<GameRow>(
      `SELECT ${COLUMNS} FROM games g ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY g.node_id`,
      ...params,
    );
    if (!rows.length) return { list: [] };
    const hour = Math.floor(now / 3_600_000);
    const rng = createRng(hour);
    const names = [
      'marco',
      'ana_bela',
      'lucky77',
      'somchai',
      'nguyen',
      'li_wei',
      'joao',
      'maria_s',
      'pedro9',
      'yuki',
    ];
    const list = Array.from({ length: 20 }, (_, i) => {
      const g = rows[rng.int(0, rows.length - 1)]!;
      const name = rng.pick(names);
      return {
        userName: `${name.slice(0, 2)}***${name.slice(-2)}`,
        gameName: tr(g.names, lang),
        nodeId: String(g.node_id),
        vendor: g.vendor,
        amount: Math.round(rng.int(50, 50_000) * rng.pick([1, 1, 2, 5])),
        time: hour * 3_600_000 - i * rng.int(30_000, 240_000),
      };
    });
    return { list };
  });

  const lotteryRows = (vendor?: string) =>
    db
      .all<GameRow>(
        `SELECT ${COLUMNS} FROM games g WHERE g.vendor IN (${LOTTERY_VENDORS.map(() => '?').join(',')}) ORDER BY g.node_id`,
        ...LOTTERY_VENDORS,
      )
      .filter((g) => !vendor || g.vendor === vendor);

  p.handle('lotteryList', contract.lotteryList, ({ input, merchant, lang }) => {
    const offered = new Set(merchantVendors(merchant));
    return {
      list: lotteryRows(input.vendor)
        .filter((g) => offered.has(g.vendor))
        .map((g) => {
          const english = tr(g.names, 'EN');
          return {
            gameId: g.game_id,
            nodeId: String(g.node_id),
            gameCode: g.game_code,
            name: tr(g.names, lang),
            vendor: g.vendor,
            lottoMode: g.lotto_mode,
            drawInterval: drawIntervalOf(english),
            iconUrl: `/sim/img/game/${g.node_id}.png`,
            hot: g.hot_rank > 0,
            menu: lotteryGroupOf(g.vendor, english),
          };
        }),
    };
  });

  p.handle('lotteryMenu', contract.lotteryMenu, ({ merchant, lang }) => {
    const offered = new Set(merchantVendors(merchant));
    const rows = lotteryRows().filter((g) => offered.has(g.vendor));
    const groupOf = (g: GameRow) => lotteryGroupOf(g.vendor, tr(g.names, 'EN'));
    const menu = LOTTERY_GROUPS.map((key) => ({
      key,
      title: tr(LOTTERY_GROUP_TITLES[key], lang),
      gameIds: rows
        .filter((g) => (key === 'hot' ? g.hot_rank > 0 : groupOf(g) === key))
        .map((g) => g.game_id),
    }));
    // A group the merchant has no game in is not listed.
    return { menu: menu.filter((g) => g.gameIds.length > 0) };
  });

  p.memberOnly('lottoFrame', contract.lottoFrame, ({ input, member, merchant, session, now, lang }) => {
    refuseGameLaunch(db, member.id, session.created_at, now);
    const ticket = tickets.issue(
      {
        memberId: member.id,
        merchant: merchant.code,
        kind: 'lotto',
        data: {
          mui: input.mui,
          playType: input.playType,
          gameId: input.gameId,
          prizeMode: input.prize_mode ?? '',
          lang,
        },
      },
      now,
    );
    const q = new URLSearchParams({
      ticket,
      merchant: merchant.code,
      css: `${merchant.code}.css`,
      prize_mode: input.prize_mode ?? 'Lott',
    });
    const seg = (s: string) => encodeURIComponent(s);
    return { url: `/sim/lotto-h5/${seg(input.mui)}/${seg(input.playType)}/games/${seg(input.gameId)}?${q}` };
  });
}
