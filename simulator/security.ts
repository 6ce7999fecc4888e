// Password hashing (scrypt), tokens, random codes and per-client rate limits.
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import type { Db } from './db.ts';
import { type MemberRow, fail } from './platform.ts';

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A random session token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A random id for captchas, uploads and orders. */
export function newId(bytes = 12): string {
  return randomBytes(bytes).toString('base64url');
}

export function randomDigits(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += String(randomInt(10));
  return s;
}

/** A limit on how often one key (a client address, an account) may do something. */
export interface RateLimit {
  /** What is counted ('trial', 'exists'). */
  bucket: string;
  /** Actions allowed in the window. */
  limit: number;
  windowMs: number;
}

/**
 * Counts one action of `key` against a sliding-window limit. Returns 0 and records the action when
 * it is allowed; otherwise the seconds until it will be, recording nothing. Synchronous, so two
 * concurrent calls never both take the last slot.
 */
export function takeRate(db: Db, rule: RateLimit, key: string, now: number): number {
  db.run('DELETE FROM rate_events WHERE bucket = ? AND at <= ?', rule.bucket, now - rule.windowMs);
  const wait = rateLockedFor(db, rule, key, now);
  if (wait) return wait;
  db.run('INSERT INTO rate_events (bucket, key, at) VALUES (?, ?, ?)', rule.bucket, key, now);
  return 0;
}

/**
 * Seconds until `key` may act again under `rule` when its window is full, else 0. Records nothing
 * (`takeRate` records).
 */
export function rateLockedFor(db: Db, rule: RateLimit, key: string, now: number): number {
  const rows = db.all<{ at: number }>(
    'SELECT at FROM rate_events WHERE bucket = ? AND key = ? AND at > ? ORDER BY at LIMIT ?',
    rule.bucket,
    key,
    now - rule.windowMs,
    rule.limit,
  );
  if (rows.length < rule.limit) return 0;
  return Math.max(1, Math.ceil((rows[0]!.at + rule.windowMs - now) / 1000));
}

/** Events of `key` still counting under `rule`. */
export function rateCount(db: Db, rule: RateLimit, key: string, now: number): number {
  return db.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM rate_events WHERE bucket = ? AND key = ? AND at > ?',
    rule.bucket,
    key,
    now - rule.windowMs,
  )!.n;
}

/** Forgets the events of `key` under `rule` (a success clears a failure count). */
export function clearRate(db: Db, rule: RateLimit, key: string): void {
  db.run('DELETE FROM rate_events WHERE bucket = ? AND key = ?', rule.bucket, key);
}

/**
 * Wrong login or payment passwords a signed-in member may send through member calls (change a
 * password, change a bound number or e-mail, add a card, withdraw) in an hour, per account and
 * kind: a stolen session must not become a way to guess the account's secrets.
 */
export const SECRET_GUESSES: Record<'login' | 'payment', RateLimit> = {
  login: { bucket: 'secret-login', limit: 5, windowMs: 3_600_000 },
  payment: { bucket: 'secret-payment', limit: 5, windowMs: 3_600_000 },
};

/** Per database, the check of each member's secret now running: checks of one secret run in turn. */
const secretLanes = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * Checks a member's login or payment password under SECRET_GUESSES: `retryAfter` (seconds) when
 * the hour's wrong guesses are spent, else whether it is right (a wrong one is counted). Checks of
 * the same member's secret run one after another, so a burst of parallel guesses is counted guess
 * by guess while parallel right ones all pass.
 */
export async function verifySecret(
  db: Db,
  kind: 'login' | 'payment',
  memberId: number,
  given: string,
  stored: string | null,
  now: number,
): Promise<{ ok: boolean; retryAfter: number }> {
  const rule = SECRET_GUESSES[kind];
  const key = String(memberId);
  let lanes = secretLanes.get(db);
  if (!lanes) secretLanes.set(db, (lanes = new Map()));
  const lane = `${kind} ${key}`;
  const check = (lanes.get(lane) ?? Promise.resolve()).then(async () => {
    const wait = rateLockedFor(db, rule, key, now);
    if (wait) return { ok: false, retryAfter: wait };
    const ok = stored !== null && (await verifyPassword(given, stored));
    if (!ok) takeRate(db, rule, key, now);
    return { ok, retryAfter: 0 };
  });
  const settled = check.catch(() => undefined);
  lanes.set(lane, settled);
  try {
    return await check;
  } finally {
    if (lanes.get(lane) === settled) lanes.delete(lane);
  }
}

/**
 * Requires the member's login or payment password in a member call: RATE_LIMITED (value
 * `retryAfter`) once the hour's wrong guesses are spent, else PASSWORD_INCORRECT or
 * PAYMENT_PASSWORD_INVALID, each naming `field`.
 */
export async function requireSecret(
  db: Db,
  kind: 'login' | 'payment',
  member: MemberRow,
  given: string,
  now: number,
  field: string,
): Promise<void> {
  const stored = kind === 'login' ? member.password_hash : member.payment_password_hash;
  const { ok, retryAfter } = await verifySecret(db, kind, member.id, given, stored, now);
  if (retryAfter) fail('RATE_LIMITED', { retryAfter, fields: { [field]: 'err_rate_limited' } });
  if (ok) return;
  if (kind === 'login') fail('PASSWORD_INCORRECT', { fields: { [field]: 'err_invalid_credentials' } });
  fail('PAYMENT_PASSWORD_INVALID', { fields: { [field]: 'err_payment_password' } });
}
