// Applies the seed to an empty database: merchants, vendors, games, promotions, content and the
// demo accounts. Deterministic (seeded PRNG, fixed dates) apart from times relative to `now` for
// records (bets, transactions, messages) so that "the last 7 days" always has data.
import type { Db } from '../db.ts';
import { createRng } from '../prng.ts';
import { seedMerchants, type MerchantConfig } from './merchants.ts';
import { seedGames, VENDORS } from './games.ts';
import { mallItems, seedAnnouncements, seedBanners, seedPromotions } from './content.ts';
import { seedRecords } from './records.ts';
import { deviceOf, placeOf } from '../geo.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_PAYMENT_PASSWORD = '123456';

export interface SeedOptions {
  now: number;
  /** scrypt hash of DEMO_PASSWORD (computed once: hashing is deliberately slow). */
  passwordHash: string;
  paymentPasswordHash: string;
  /** Casino slots per slot vendor (90 by default; the benchmark raises it). */
  slotCount?: number;
}

/** Demo accounts: type, and the mobile number suffix (the merchant's dialing code and prefix go first). */
export const DEMO_ACCOUNTS = [
  { username: 'demo_member', type: 0, mobileSuffix: '01', nickname: 'Demo Member' },
  { username: 'demo_agent', type: 1, mobileSuffix: '02', nickname: 'Demo Agent' },
  { username: 'demo_agent41', type: 41, mobileSuffix: '03', nickname: 'Demo Agent 41' },
  { username: 'demo_contract', type: 0, mobileSuffix: '04', nickname: 'Demo Contract' },
] as const;

/** The national number prefix of demo mobile numbers per merchant. */
export const DEMO_MOBILE_PREFIX: Record<string, string> = {
  aurum: '9123456',
  verde: '119123456',
  lumen: '91712345',
};

const DAY = 86_400_000;

export function applySeed(db: Db, opts: SeedOptions): void {
  const merchants = seedMerchants();
  const rng = createRng(7);
  db.tx(() => {
    for (const m of merchants)
      db.run('INSERT INTO merchants (code, config) VALUES (?, ?)', m.code, JSON.stringify(m));
    VENDORS.forEach((v, i) =>
      db.run(
        'INSERT INTO vendors (code, name, category, sort) VALUES (?, ?, ?, ?)',
        v.code,
        v.name,
        v.category,
        i,
      ),
    );
    const games = seedGames(opts.slotCount);
    for (const g of games)
      db.run(
        `INSERT INTO games (node_id, game_id, vendor, game_type, game_code, group_id, names, search, classify,
          lotto_mode, min_bet, is_new, hot_rank, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        g.nodeId,
        g.gameId,
        g.vendor,
        g.gameType,
        g.gameCode,
        g.groupId,
        JSON.stringify(g.names),
        Object.values(g.names).join('\u0001').toLowerCase(),
        g.classify,
        g.lottoMode,
        g.minBet,
        g.isNew ? 1 : 0,
        g.hotRank,
        g.sort,
      );
    db.exec('INSERT INTO games_fts (rowid, search) SELECT node_id, search FROM games');
    seedPromotions().forEach((p, i) =>
      db.run(
        `INSERT INTO promotions (id, category, kind, start_date, end_date, no_expiry, linked_id, image_required,
          remark_required, sort, titles, contents, reward) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        p.id,
        p.category,
        p.kind,
        p.startDate,
        p.endDate,
        p.noExpiry,
        p.linkedId,
        p.imageRequired,
        p.remarkRequired,
        i,
        JSON.stringify(p.titles),
        JSON.stringify(p.contents),
        p.reward,
      ),
    );
    for (const a of seedAnnouncements())
      db.run(
        'INSERT INTO announcements (id, merchant, type, titles, contents, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        a.id,
        a.merchant,
        a.type,
        JSON.stringify(a.titles),
        JSON.stringify(a.contents),
        // 09:00 on its day, and never later than the seed time: a later one would not show yet.
        Math.min(opts.now, dayStart(opts.now) - a.daysAgo * DAY + 9 * 3_600_000),
      );
    for (const b of seedBanners())
      db.run(
        'INSERT INTO banners (id, group_name, sequence, titles, link) VALUES (?, ?, ?, ?, ?)',
        b.id,
        b.groupName,
        b.sequence,
        JSON.stringify(b.titles),
        b.link,
      );
    for (const item of mallItems())
      db.run(
        'INSERT INTO mall_items (id, category, names, descriptions, points, stock) VALUES (?, ?, ?, ?, ?, ?)',
        item.id,
        item.category,
        JSON.stringify(item.names),
        JSON.stringify(item.descriptions),
        item.points,
        item.stock,
      );
    for (const m of merchants) seedAccounts(db, m, opts, games.length ? games.map((g) => g.nodeId) : [], rng);
  });
}

function dayStart(t: number): number {
  return t - (t % DAY);
}

function seedAccounts(
  db: Db,
  m: MerchantConfig,
  opts: SeedOptions,
  nodeIds: number[],
  rng: ReturnType<typeof createRng>,
): void {
  const now = opts.now;
  for (const a of DEMO_ACCOUNTS) {
    const isMember = a.username === 'demo_member';
    const balance = isMember ? 1234.56 : a.type === 1 ? 5000 : a.type === 41 ? 3000 : 150;
    const { lastInsertRowid: id } = db.run(
      `INSERT INTO members (merchant, username, password_hash, type, nickname, dialing_code, mobile, email, real_name,
        balance, points, vip_level, club_label, payment_password_hash, invite_code, first_login, chat_unread,
        promo_counts, has_live_model, deposit_total, bet_total, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      m.code,
      a.username,
      opts.passwordHash,
      a.type,
      a.nickname,
      m.countryDialingCode,
      DEMO_MOBILE_PREFIX[m.code] + a.mobileSuffix,
      isMember ? `demo.member@${m.code}.example` : '',
      isMember ? 'Maria Silva' : '',
      balance,
      isMember ? 3200 : 0,
      isMember ? 7 : a.type === 0 ? 1 : 3,
      isMember ? 'VIP Gold I' : null,
      isMember ? opts.paymentPasswordHash : null,
      `${m.code.slice(0, 2).toUpperCase()}${a.username
        .replace(/[^a-z0-9]/g, '')
        .toUpperCase()
        .slice(4, 12)}`,
      0,
      isMember ? 2 : 0,
      JSON.stringify(
        isMember ? { MANUAL: 2, RAFFLE: 1, UPGRADE_BONUS: 1, MISSION_MANUAL: 0, TICKET: 1 } : {},
      ),
      isMember ? 1 : 0,
      isMember ? 4200 : 0,
      isMember ? 21000 : 0,
      now - 120 * DAY,
    );
    if (isMember) seedMemberHistory(db, m, id, now, nodeIds, rng);
    if (a.username === 'demo_contract') {
      const tiers = {
        salary: [
          { threshold: 10000, rate: 0.5 },
          { threshold: 50000, rate: 0.8 },
        ],
        dividend: [
          { threshold: 5000, rate: 10 },
          { threshold: 20000, rate: 15 },
        ],
        hourly: [{ threshold: 2000, rate: 0.2 }],
      };
      for (const [kind, t] of Object.entries(tiers))
        db.run(
          'INSERT INTO contracts (member_id, kind, from_agent, status, tiers, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          id,
          kind,
          'demo_agent',
          'PENDING',
          JSON.stringify(t),
          now - DAY,
        );
    }
  }
}

/** demo_member's earlier sign-ins: user agent, address by the merchant's dialing code, when. */
const SEEDED_LOGINS: { userAgent: string; address: Record<string, string>; hoursAgo: number }[] = [
  {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    address: { '+351': '85.240.12.7', '+55': '177.92.40.3', '+63': '112.198.77.9', default: '85.240.12.7' },
    hoursAgo: 26,
  },
  {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    address: { '+351': '188.81.3.20', '+55': '189.6.12.44', '+63': '203.177.5.61', default: '188.81.3.20' },
    hoursAgo: 4 * 24 + 3,
  },
  {
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    address: { default: '81.2.69.142' },
    hoursAgo: 12 * 24 + 7,
  },
];

function seedMemberHistory(
  db: Db,
  m: MerchantConfig,
  id: number,
  now: number,
  nodeIds: number[],
  rng: ReturnType<typeof createRng>,
): void {
  const inbox = [
    ['Bem-vindo à ' + m.name, '<p>Obrigado por se registar. Boa sorte!</p>', 1],
    ['O seu bónus foi creditado', '<p>Recebeu <strong>18</strong> de bónus de app.</p>', 0],
    ['Subiu para VIP Gold I', '<p>Parabéns! Veja os novos benefícios no Clube VIP.</p>', 0],
    ['Depósito confirmado', '<p>O seu depósito de 500 foi confirmado.</p>', 1],
    ['Convite para o torneio', '<p>O Torneio PG Soft começa sexta-feira.</p>', 0],
  ] as const;
  inbox.forEach(([title, content, read], i) =>
    db.run(
      'INSERT INTO inbox (member_id, title, content, read, created_at) VALUES (?, ?, ?, ?, ?)',
      id,
      title,
      content,
      read,
      now - (i + 1) * 5 * 3_600_000,
    ),
  );
  // Card for withdrawals.
  db.run(
    `INSERT INTO bank_cards (member_id, bank_code, account_name, account_number, is_default, created_at)
     VALUES (?, ?, ?, ?, 1, ?)`,
    id,
    m.banks[0]!.code,
    'Maria Silva',
    '6222020200001234',
    now - 100 * DAY,
  );
  // Favourites and recent games.
  for (const n of [0, 3, 7, 12, 400].map((i) => nodeIds[i]).filter((n): n is number => n !== undefined))
    db.run('INSERT INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)', id, n, now - DAY);
  [1, 5, 9, 380].forEach((i, k) => {
    const n = nodeIds[i];
    if (n !== undefined)
      db.run(
        'INSERT INTO recents (member_id, node_id, played_at) VALUES (?, ?, ?)',
        id,
        n,
        now - (k + 1) * 3_600_000,
      );
  });
  seedRecords(db, m.code, id, now, nodeIds, rng, 1234.56);
  // Earlier sign-ins (their sessions long over) from a phone, a computer and a trip abroad.
  for (const l of SEEDED_LOGINS) {
    const { browser, os } = deviceOf(l.userAgent);
    const { country, city } = placeOf(l.address[m.countryDialingCode] ?? l.address.default!, '');
    db.run(
      `INSERT INTO logins (member_id, at, token, browser, os, country, city) VALUES (?, ?, '', ?, ?, ?, ?)`,
      id,
      now - l.hoursAgo * 3_600_000,
      browser,
      os,
      country,
      city,
    );
  }
  // Friends invited.
  ['ana_p', 'joao_r', 'li_wei', 'somchai'].forEach((friend, i) =>
    db.run(
      'INSERT INTO invites (member_id, friend, registered_at, qualified, reward) VALUES (?, ?, ?, ?, ?)',
      id,
      friend,
      now - (i + 2) * 3 * DAY,
      i < 2 ? 1 : 0,
      i < 2 ? 30 : 0,
    ),
  );
  // The reward center: one of each status, and issued rewards to claim that match the seeded
  // receiving-center counts (MANUAL 2, RAFFLE 1, UPGRADE_BONUS 1, TICKET 1).
  const rewards: [number, string, number, string, number][] = [
    [1005, 'APPLYING', 288, 'Depósito de sábado', 2],
    [1009, 'PROCESS', 58, '100 rodadas no Fortune Tiger', 3],
    [1018, 'REJECTED', 200, 'Aposta no CBLOL', 9],
    [1016, 'CLAIMED', 100, '', 12],
    [1003, 'CLAIMED', 50, 'Segundo depósito', 20],
    [1031, 'ISSUED', 188, '', 6],
    [1012, 'ISSUED', 38, '', 1],
    [1011, 'ISSUED', 88, '', 4],
    [1025, 'ISSUED', 58, '', 5],
    [1010, 'ISSUED', 120, '', 7],
  ];
  for (const [promotion, status, amount, remarks, daysAgo] of rewards)
    db.run(
      `INSERT INTO rewards (member_id, promotion_id, status, amount, remarks, pictures, created_at)
       VALUES (?, ?, ?, ?, ?, '[]', ?)`,
      id,
      promotion,
      status,
      amount,
      remarks,
      now - daysAgo * DAY,
    );
  // Earlier sign-ins in two runs (none yesterday, so today starts a new run at day 1).
  for (const [daysAgo, reward] of [
    [8, 1],
    [7, 2],
    [4, 1],
    [3, 2],
    [2, 3],
  ] as const)
    db.run(
      'INSERT INTO signins (member_id, day, reward) VALUES (?, ?, ?)',
      id,
      new Date(now - daysAgo * DAY).toISOString().slice(0, 10),
      reward,
    );
  // Two redemptions in the points mall (the 3200 points are what is left after them).
  for (const [orderId, itemId, points, daysAgo] of [
    ['MSEED4K2A', 4, 300, 10],
    ['MSEED7Q9C', 1, 500, 3],
  ] as const)
    db.run(
      'INSERT INTO mall_orders (order_id, member_id, item_id, quantity, points, created_at) VALUES (?, ?, ?, 1, ?, ?)',
      `${orderId}${m.code.slice(0, 2).toUpperCase()}`,
      id,
      itemId,
      points,
      now - daysAgo * DAY,
    );
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
