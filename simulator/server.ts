// The platform simulator as a Hono app: every contract call under /wps/, the control API under
// /__sim/ and generated assets and demo pages under /sim/. State lives in SQLite (db.ts), seeded on
// first start (seed/), kept across restarts.
import { existsSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Hono } from 'hono';
import { generatePlatformKeyPair, importPrivateKey } from '../contract/crypto.ts';
import { PlatformClock } from './clock.ts';
import { Db } from './db.ts';
import { limitBodies, requireWellFormedPath } from './guards.ts';
import { Platform } from './platform.ts';
import { hashPassword, newId } from './security.ts';
import { applySeed, DEMO_PASSWORD, DEMO_PAYMENT_PASSWORD } from './seed/index.ts';
import { Tickets } from './tickets.ts';
import { registerAssets } from './routes/assets.ts';
import { registerAuth } from './routes/auth.ts';
import { registerControl } from './routes/control.ts';
import { registerGames } from './routes/games.ts';
import { registerLottery } from './routes/lottery.ts';
import { registerMember } from './routes/member.ts';
import { registerMessages } from './routes/messages.ts';
import { registerPages } from './routes/pages.ts';
import { registerOauth } from './routes/oauth.ts';
import { registerPromotions } from './routes/promotions.ts';
import { registerRecords } from './routes/records.ts';
import { registerResponsibleGaming } from './routes/responsibleGaming.ts';
import { registerSystem } from './routes/system.ts';
import { registerWallet } from './routes/wallet.ts';

export interface PlatformOptions {
  /** SQLite file; defaults to `.data/platform.sqlite`. */
  dataFile?: string | undefined;
  /**
   * Whether the `/__sim/` control API and the stand-in social sign-in (`/sim/oauth/standin`) are
   * mounted: on by default, for the demo and the tests; SIM_CONTROL=0 turns both off.
   */
  control?: boolean | undefined;
  /** Delete the database (and uploads) first and seed again (SIM_FRESH=1). */
  fresh?: boolean | undefined;
  /** Where reward images are stored; defaults to `<data dir>/uploads-<data file name>`. */
  uploadsDir?: string | undefined;
  /** The time the platform clock follows (tests fix it); the control API moves the clock from there. */
  now?: (() => number) | undefined;
  /** Randomness of fault error rates (tests fix it). */
  random?: (() => number) | undefined;
  /** Casino slots per slot vendor in the seed (the benchmark raises it to reach 10,000 games). */
  slotCount?: number | undefined;
}

export const DEFAULT_DATA_FILE = '.data/platform.sqlite';
const SEED_KEY = 'seeded';
const CLOCK_KEY = 'clock.offsetMs';

export interface PlatformHandle {
  app: Hono;
  platform: Platform;
  db: Db;
  /** Restores the seed (POST /__sim/reset). */
  reset(): Promise<void>;
  /** Replaces the request-encryption key pair (POST /__sim/keys/rotate). */
  rotateKey(): Promise<void>;
  close(): void;
}

/** The platform with its internals, for tests and tools. */
export async function createPlatform(options: PlatformOptions = {}): Promise<PlatformHandle> {
  const dataFile = options.dataFile ?? DEFAULT_DATA_FILE;
  const uploadsDir =
    options.uploadsDir ??
    (dataFile === ':memory:'
      ? join('.data', `uploads-memory-${newId(6)}`)
      : join(dirname(dataFile), `uploads-${basename(dataFile)}`));
  if (options.fresh && dataFile !== ':memory:') {
    for (const f of [dataFile, `${dataFile}-wal`, `${dataFile}-shm`]) if (existsSync(f)) rmSync(f);
    rmSync(uploadsDir, { recursive: true, force: true });
  }
  const db = new Db(dataFile);
  const clock = new PlatformClock(options.now ?? Date.now, Number(db.meta(CLOCK_KEY) ?? 0), (offset) =>
    db.setMeta(CLOCK_KEY, String(offset)),
  );

  /** Hashes first (slow, async), then the seed in one synchronous transaction. */
  const seedData = async (): Promise<() => void> => {
    const [passwordHash, paymentPasswordHash] = await Promise.all([
      hashPassword(DEMO_PASSWORD),
      hashPassword(DEMO_PAYMENT_PASSWORD),
    ]);
    return () => {
      applySeed(db, { now: clock.now(), passwordHash, paymentPasswordHash, slotCount: options.slotCount });
      db.setMeta(SEED_KEY, new Date(clock.now()).toISOString());
    };
  };
  const ensureKeys = async (rotate = false) => {
    if (db.meta('rsa.private') && !rotate) return;
    const pair = await generatePlatformKeyPair();
    db.setMeta('rsa.public', pair.publicKey);
    db.setMeta('rsa.private', pair.privateKey);
    db.setMeta('rsa.keyId', `k-${newId(6)}`);
  };
  if (!db.meta(SEED_KEY)) {
    const apply = await seedData();
    db.tx(() => {
      db.clear();
      apply();
    });
  }
  await ensureKeys();

  let privateKey: Promise<CryptoKey> | undefined;
  /** A new key pair: bodies encrypted under the old public key are refused from now on. */
  const rotateKey = async () => {
    await ensureKeys(true);
    privateKey = undefined;
  };
  const app = new Hono();
  const platform = new Platform(
    app,
    db,
    clock,
    () => (privateKey ??= importPrivateKey(db.meta('rsa.private')!)),
    options.random,
  );
  const tickets = new Tickets();

  // Before every route (also the app's own pages when this app is mounted under a host).
  app.use('*', requireWellFormedPath, limitBodies);
  app.use('/wps/*', async (c, next) => {
    const faulted = await platform.applyFaults(c);
    if (faulted) return faulted;
    await next();
  });

  registerSystem(platform, async () => ({ keyId: db.meta('rsa.keyId')!, publicKey: db.meta('rsa.public')! }));
  registerAuth(platform);
  registerMember(platform);
  registerMessages(platform, tickets);
  registerPromotions(platform, uploadsDir);
  registerGames(platform, tickets);
  registerLottery(platform);
  registerWallet(platform);
  registerRecords(platform);
  registerResponsibleGaming(platform);
  registerAssets(app, db, uploadsDir);
  registerPages(app, db, tickets, () => clock.now());
  // The stand-in social sign-in is part of the demo, like the control API: off with it.
  const control = options.control !== false;
  if (control) registerOauth(app, db, () => clock.now());

  const reset = async () => {
    // Back to real time first: the seed places its records relative to the time it is applied at.
    clock.reset();
    const apply = await seedData();
    // Cleared and seeded in one synchronous transaction: no request ever sees an empty platform.
    // The key pair survives a reset: clients may hold the public key.
    db.tx(() => {
      const keep = ['rsa.public', 'rsa.private', 'rsa.keyId'].map((k) => [k, db.meta(k)] as const);
      db.clear();
      for (const [k, v] of keep) if (v) db.setMeta(k, v);
      apply();
    });
    rmSync(uploadsDir, { recursive: true, force: true });
    platform.forgetCaches();
    tickets.clear();
  };
  if (control) registerControl(app, platform, reset, rotateKey);

  app.all('/wps/*', (c) => c.json({ success: false, code: 'NOT_FOUND', message: 'err_not_found' }, 404));

  return { app, platform, db, reset, rotateKey, close: () => db.close() };
}

/** The platform's HTTP app: every `/wps/` call, the `/__sim/` control API and `/sim/` assets. */
export async function createPlatformApp(options: PlatformOptions = {}): Promise<Hono> {
  return (await createPlatform(options)).app;
}
