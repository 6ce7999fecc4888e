// Password hashing (scrypt), tokens, random codes and per-client rate limits.
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import type { Db } from './db.ts';

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
  const since = now - rule.windowMs;
  db.run('DELETE FROM rate_events WHERE bucket = ? AND at <= ?', rule.bucket, since);
  const rows = db.all<{ at: number }>(
    'SELECT at FROM rate_events WHERE bucket = ? AND key = ? AND at > ? ORDER BY at LIMIT ?',
    rule.bucket,
    key,
    since,
    rule.limit,
  );
  if (rows.length >= rule.limit) return Math.max(1, Math.ceil((rows[0]!.at + rule.windowMs - now) / 1000));
  db.run('INSERT INTO rate_events (bucket, key, at) VALUES (?, ?, ?)', rule.bucket, key, now);
  return 0;
}
