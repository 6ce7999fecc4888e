// SQLite storage through node:sqlite. One file holds the whole platform; the schema is created on
// first open and the seed applied once (seed/index.ts), so state survives restarts.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** Bump when the schema changes: an older database file is then dropped and seeded again. */
export const SCHEMA_VERSION = 10;

const DDL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS merchants (code TEXT PRIMARY KEY, config TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  type INTEGER NOT NULL,
  nickname TEXT NOT NULL DEFAULT '',
  dialing_code TEXT NOT NULL DEFAULT '',
  mobile TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  real_name TEXT NOT NULL DEFAULT '',
  balance REAL NOT NULL DEFAULT 0,
  points INTEGER NOT NULL DEFAULT 0,
  vip_level INTEGER NOT NULL DEFAULT 1,
  club_label TEXT,
  payment_password_hash TEXT,
  invite_code TEXT NOT NULL,
  referred_by INTEGER,
  disabled INTEGER NOT NULL DEFAULT 0,
  first_login INTEGER NOT NULL DEFAULT 1,
  chat_unread INTEGER NOT NULL DEFAULT 0,
  promo_counts TEXT NOT NULL DEFAULT '{}',
  has_live_model INTEGER NOT NULL DEFAULT 0,
  avatar_id INTEGER NOT NULL DEFAULT 1,
  deposit_total REAL NOT NULL DEFAULT 0,
  bet_total REAL NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  last_login_at INTEGER NOT NULL DEFAULT 0,
  -- How the member registered (H5, APP, PWA or WEBCLIP); '' for seeded and trial accounts.
  register_method TEXT NOT NULL DEFAULT '',
  UNIQUE (merchant, username)
);
CREATE INDEX IF NOT EXISTS members_mobile ON members (merchant, dialing_code, mobile);
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY, member_id INTEGER NOT NULL, merchant TEXT NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
-- Sign-ins, for the member's recent logins: the session they opened (token), the device and the
-- approximate place, as read at the time.
CREATE TABLE IF NOT EXISTS logins (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, at INTEGER NOT NULL, token TEXT NOT NULL,
  browser TEXT NOT NULL, os TEXT NOT NULL, country TEXT NOT NULL, city TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS logins_member ON logins (member_id, at);
-- Failed logins per user name and client address: the slow-down applies to the pair, so one
-- client's failures never lock the owner out from another.
CREATE TABLE IF NOT EXISTS login_failures (
  merchant TEXT NOT NULL, username TEXT NOT NULL, client TEXT NOT NULL, count INTEGER NOT NULL,
  last_at INTEGER NOT NULL, PRIMARY KEY (merchant, username, client)
);
CREATE TABLE IF NOT EXISTS captchas (id TEXT PRIMARY KEY, answer TEXT NOT NULL, expires_at INTEGER NOT NULL);
-- Verification codes by SMS (target: the number in E.164) and by e-mail (target: the address in
-- lower case); each channel has its own limits.
CREATE TABLE IF NOT EXISTS sms_codes (
  id INTEGER PRIMARY KEY, merchant TEXT NOT NULL, channel TEXT NOT NULL DEFAULT 'sms', target TEXT NOT NULL,
  purpose TEXT NOT NULL, code TEXT NOT NULL, client TEXT NOT NULL, sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0, account INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sms_codes_account ON sms_codes (account, sent_at);
-- Counted actions for per-client rate limits (trial accounts, name look-ups): one row per action.
CREATE TABLE IF NOT EXISTS rate_events (bucket TEXT NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS rate_events_key ON rate_events (bucket, key, at);
CREATE INDEX IF NOT EXISTS sms_codes_target ON sms_codes (target, sent_at);
CREATE INDEX IF NOT EXISTS sms_codes_client ON sms_codes (client, sent_at);
CREATE TABLE IF NOT EXISTS vendors (
  code TEXT PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL, sort INTEGER NOT NULL,
  maintenance INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS games (
  node_id INTEGER PRIMARY KEY,
  game_id TEXT NOT NULL,
  vendor TEXT NOT NULL,
  game_type TEXT NOT NULL,
  game_code TEXT NOT NULL,
  group_id TEXT NOT NULL,
  names TEXT NOT NULL,
  search TEXT NOT NULL,
  classify TEXT NOT NULL DEFAULT '',
  lotto_mode TEXT NOT NULL DEFAULT '',
  min_bet REAL NOT NULL,
  is_new INTEGER NOT NULL DEFAULT 0,
  hot_rank INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL
);
-- Index entries end with the rowid (node_id), so lists ordered by node_id page straight off them.
CREATE INDEX IF NOT EXISTS games_type ON games (game_type);
CREATE INDEX IF NOT EXISTS games_vendor ON games (vendor);
CREATE INDEX IF NOT EXISTS games_hot ON games (hot_rank) WHERE hot_rank > 0;
-- Name search: trigram full-text index over every language's name (rowid = node_id).
CREATE VIRTUAL TABLE IF NOT EXISTS games_fts USING fts5(search, tokenize = 'trigram');
CREATE TABLE IF NOT EXISTS favourites (
  member_id INTEGER NOT NULL, node_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE TABLE IF NOT EXISTS recents (
  member_id INTEGER NOT NULL, node_id INTEGER NOT NULL, played_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE TABLE IF NOT EXISTS promotions (
  id INTEGER PRIMARY KEY, category TEXT NOT NULL, kind TEXT NOT NULL,
  start_date TEXT NOT NULL, end_date TEXT NOT NULL, no_expiry INTEGER NOT NULL,
  linked_id INTEGER, image_required TEXT NOT NULL, remark_required TEXT NOT NULL,
  sort INTEGER NOT NULL, titles TEXT NOT NULL, contents TEXT NOT NULL, reward REAL NOT NULL,
  -- NULL: every merchant's. images: JSON {cover?, banner?} URLs that replace the generated pictures.
  -- A removed promotion leaves the lists but keeps its reward records readable.
  merchant TEXT, images TEXT NOT NULL DEFAULT '{}', version INTEGER NOT NULL DEFAULT 0,
  removed INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS promotion_members (
  member_id INTEGER NOT NULL, promotion_id INTEGER NOT NULL, state TEXT NOT NULL, updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, promotion_id)
);
CREATE TABLE IF NOT EXISTS uploads (
  id TEXT PRIMARY KEY, member_id INTEGER NOT NULL, file TEXT NOT NULL, content_type TEXT NOT NULL,
  size INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rewards (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, promotion_id INTEGER NOT NULL, status TEXT NOT NULL,
  amount REAL NOT NULL, remarks TEXT NOT NULL, pictures TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS announcements (
  id INTEGER PRIMARY KEY, merchant TEXT, type TEXT NOT NULL, titles TEXT NOT NULL, contents TEXT NOT NULL,
  -- Shown from this time on (platform clock): a later time schedules the announcement.
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS announcement_reads (
  member_id INTEGER NOT NULL, announcement_id INTEGER NOT NULL, PRIMARY KEY (member_id, announcement_id)
);
CREATE TABLE IF NOT EXISTS banners (
  id INTEGER PRIMARY KEY, group_name TEXT NOT NULL, sequence INTEGER NOT NULL, titles TEXT NOT NULL,
  link TEXT NOT NULL,
  -- NULL: every merchant's. image: a URL that replaces the generated picture ('' none). version
  -- changes the generated picture's URL when the banner changes, past the browser's image cache.
  merchant TEXT, image TEXT NOT NULL DEFAULT '', version INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS inbox (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS idempotency (
  member_id INTEGER NOT NULL, call TEXT NOT NULL, key TEXT NOT NULL, request TEXT NOT NULL, status INTEGER NOT NULL,
  body TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (member_id, call, key)
);
CREATE TABLE IF NOT EXISTS bank_cards (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, bank_code TEXT NOT NULL, account_name TEXT NOT NULL,
  account_number TEXT NOT NULL, is_default INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS deposits (
  order_id TEXT PRIMARY KEY, member_id INTEGER NOT NULL, channel_id INTEGER NOT NULL, amount REAL NOT NULL,
  status TEXT NOT NULL, payer_name TEXT NOT NULL, created_at INTEGER NOT NULL, fee REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS withdrawals (
  order_id TEXT PRIMARY KEY, member_id INTEGER NOT NULL, bank_card_id INTEGER NOT NULL, amount REAL NOT NULL,
  fee REAL NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL,
  bank_name TEXT NOT NULL, account_number TEXT NOT NULL, balance_after REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS transactions (
  id TEXT PRIMARY KEY, member_id INTEGER NOT NULL, time INTEGER NOT NULL, type TEXT NOT NULL,
  amount REAL NOT NULL, balance_after REAL NOT NULL, status TEXT NOT NULL, remark TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS transactions_member ON transactions (member_id, time);
CREATE TABLE IF NOT EXISTS bets (
  id TEXT PRIMARY KEY, member_id INTEGER NOT NULL, time INTEGER NOT NULL, node_id INTEGER NOT NULL,
  bet REAL NOT NULL, valid_bet REAL NOT NULL, win_loss REAL NOT NULL, status TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bets_member ON bets (member_id, time);
CREATE TABLE IF NOT EXISTS mall_items (
  id INTEGER PRIMARY KEY, category TEXT NOT NULL, names TEXT NOT NULL, descriptions TEXT NOT NULL,
  points INTEGER NOT NULL, stock INTEGER NOT NULL,
  merchant TEXT, image TEXT NOT NULL DEFAULT '', version INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS mall_orders (
  order_id TEXT PRIMARY KEY, member_id INTEGER NOT NULL, item_id INTEGER NOT NULL, quantity INTEGER NOT NULL,
  points INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS signins (
  member_id INTEGER NOT NULL, day TEXT NOT NULL, reward REAL NOT NULL, PRIMARY KEY (member_id, day)
);
CREATE TABLE IF NOT EXISTS contracts (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, kind TEXT NOT NULL, from_agent TEXT NOT NULL,
  status TEXT NOT NULL, tiers TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, category TEXT NOT NULL, content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
-- Responsible gaming: a member's limits (kind deposit/loss per period, session with period ''),
-- each with a raise or removal waiting for its cooling period; the reality check and break state.
CREATE TABLE IF NOT EXISTS rg_limits (
  member_id INTEGER NOT NULL, kind TEXT NOT NULL, period TEXT NOT NULL, value REAL,
  pending_value REAL, pending_at INTEGER, PRIMARY KEY (member_id, kind, period)
);
CREATE TABLE IF NOT EXISTS rg_state (
  member_id INTEGER PRIMARY KEY, reality_minutes INTEGER, break_kind TEXT, break_until INTEGER,
  break_permanent INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS invites (
  member_id INTEGER NOT NULL, friend TEXT NOT NULL, registered_at INTEGER NOT NULL, qualified INTEGER NOT NULL,
  reward REAL NOT NULL
);
`;

/** Every table, in an order that a reset can clear them in. */
export const TABLES = [
  'meta',
  'merchants',
  'members',
  'sessions',
  'logins',
  'login_failures',
  'captchas',
  'sms_codes',
  'rate_events',
  'vendors',
  'games',
  'games_fts',
  'favourites',
  'recents',
  'promotions',
  'promotion_members',
  'uploads',
  'rewards',
  'announcements',
  'announcement_reads',
  'banners',
  'inbox',
  'idempotency',
  'bank_cards',
  'deposits',
  'withdrawals',
  'transactions',
  'bets',
  'mall_items',
  'mall_orders',
  'signins',
  'contracts',
  'invites',
  'feedback',
  'rg_limits',
  'rg_state',
] as const;

export type Row = Record<string, SQLInputValue>;

/** A thin wrapper: cached prepared statements and a transaction helper. */
export class Db {
  readonly raw: DatabaseSync;
  private readonly statements = new Map<string, ReturnType<DatabaseSync['prepare']>>();

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.raw = new DatabaseSync(file);
    this.raw.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = OFF;');
    const version = (this.raw.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
    if (version !== SCHEMA_VERSION) {
      // An older (or foreign) schema: start over; the platform seeds the empty database.
      for (const t of TABLES) this.raw.exec(`DROP TABLE IF EXISTS ${t}`);
      this.raw.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    }
    this.raw.exec(DDL);
  }

  private stmt(sql: string) {
    let s = this.statements.get(sql);
    if (!s) {
      s = this.raw.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  get<T = Row>(sql: string, ...params: SQLInputValue[]): T | undefined {
    return this.stmt(sql).get(...params) as T | undefined;
  }
  all<T = Row>(sql: string, ...params: SQLInputValue[]): T[] {
    return this.stmt(sql).all(...params) as T[];
  }
  run(sql: string, ...params: SQLInputValue[]): { changes: number; lastInsertRowid: number } {
    const r = this.stmt(sql).run(...params);
    return { changes: Number(r.changes), lastInsertRowid: Number(r.lastInsertRowid) };
  }
  exec(sql: string): void {
    this.raw.exec(sql);
  }

  /** Runs `fn` in one transaction (nested calls join the outer one). */
  tx<T>(fn: () => T): T {
    if (this.raw.isTransaction) return fn();
    this.raw.exec('BEGIN IMMEDIATE');
    try {
      const r = fn();
      this.raw.exec('COMMIT');
      return r;
    } catch (e) {
      this.raw.exec('ROLLBACK');
      throw e;
    }
  }

  meta(key: string): string | undefined {
    return this.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', key)?.value;
  }
  setMeta(key: string, value: string): void {
    this.run(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      key,
      value,
    );
  }

  /** Deletes every row of every table (the seed is applied again afterwards). */
  clear(): void {
    this.tx(() => {
      for (const t of TABLES) this.raw.exec(`DELETE FROM ${t}`);
    });
  }

  close(): void {
    if (this.raw.isOpen) this.raw.close();
  }
}
