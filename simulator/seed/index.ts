// Applies the seed to an empty database: merchants, vendors, games, promotions, content and the
// demo accounts. Deterministic (seeded PRNG, fixed dates) apart from times relative to `now` for
// records (bets, transactions, messages) so that "the last 7 days" always has data.
import type { Db } from '../db.ts';
import { createRng } from '../prng.ts';
import { seedMerchants, type MerchantConfig } from './merchants.ts';
import { seedGames, VENDORS } from './games.ts';
import { mallItems, seedAnnouncements, seedBanners, seedPromotions } from './content.ts';
import { seedRecords } from './records.ts';

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
        isMember ? { LOGIN: 1, MANUAL: 2, RAFFLE: 1, UPGRADE_BONUS: 1, MISSION_MANUAL: 0, TICKET: 1 } : {},
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
  // One reward application in progress and one issued.
  db.run(
    `INSERT INTO rewards (member_id, promotion_id, status, amount, remarks, pictures, created_at)
     VALUES (?, 1005, 'APPLYING', 288, 'Depósito de sábado', '[]', ?)`,
    id,
    now - 2 * DAY,
  );
  db.run(
    `INSERT INTO rewards (member_id, promotion_id, status, amount, remarks, pictures, created_at)
     VALUES (?, 1031, 'ISSUED', 188, '', '[]', ?)`,
    id,
    now - 6 * DAY,
  );
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
