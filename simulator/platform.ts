// The platform's core: merchant resolution, the envelope, input validation, decryption, sessions,
// trial refusal, idempotency keys and faults. Routes declare a contract call and a handler; every
// rule of contract/README.md is applied here, once.
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type * as z from '../contract/schema.ts';
import type { CallDef } from '../contract/define.ts';
import { ENCRYPTION_HEADER, IDEMPOTENCY_HEADER, MERCHANT_HEADER } from '../contract/define.ts';
import { ERRORS, type ErrorCode } from '../contract/errors.ts';
import { TRIAL_TYPE } from '../contract/common.ts';
import {
  DecryptionError,
  ENCRYPTION_SCHEME,
  decryptPayload,
  type EncryptedBody,
} from '../contract/crypto.ts';
import type { PlatformClock } from './clock.ts';
import type { Db } from './db.ts';
import { DEFAULT_MERCHANT, type MerchantConfig } from './seed/merchants.ts';

/** A failure the platform answers with its envelope. */
export class PlatformError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly value?: unknown,
    readonly messageKey?: string,
  ) {
    super(code);
  }
}
export const fail = (code: ErrorCode, value?: unknown, messageKey?: string): never => {
  throw new PlatformError(code, value, messageKey);
};
/** A validation failure naming the fields and their message keys. */
export const invalid = (fields: Record<string, string>): never => fail('VALIDATION_ERROR', { fields });

export interface MemberRow {
  id: number;
  merchant: string;
  username: string;
  password_hash: string;
  type: number;
  nickname: string;
  dialing_code: string;
  mobile: string;
  email: string;
  real_name: string;
  balance: number;
  points: number;
  vip_level: number;
  club_label: string | null;
  payment_password_hash: string | null;
  invite_code: string;
  referred_by: number | null;
  disabled: number;
  first_login: number;
  chat_unread: number;
  promo_counts: string;
  has_live_model: number;
  avatar_id: number;
  deposit_total: number;
  bet_total: number;
  created_at: number;
  last_login_at: number;
  register_method: string;
}

export interface SessionRow {
  token: string;
  member_id: number;
  merchant: string;
  created_at: number;
  expires_at: number;
}

/** What a handler receives. */
export interface Call<I> {
  c: Context;
  input: I;
  merchant: MerchantConfig;
  /** The member when a valid session came with the call (always for auth 'member'). */
  member: MemberRow | undefined;
  session: SessionRow | undefined;
  /** Platform language of the call (the `language` input, else the merchant default). */
  lang: string;
  now: number;
  /** Who is calling, for rate limits: the socket's remote address. */
  client: string;
}
export interface MemberCall<I> extends Call<I> {
  member: MemberRow;
  session: SessionRow;
}

export interface Fault {
  id: number;
  /** Glob on the path (`*` any characters), or a regular expression when it starts with '^'. */
  pattern: string;
  method?: string | undefined;
  latencyMs?: number | undefined;
  /** 0..1: share of matching calls that fail. */
  errorRate?: number | undefined;
  status?: number | undefined;
  code?: string | undefined;
  /** 'schema': a success envelope whose value fits no schema; 'json': a body that is not JSON. */
  malformed?: 'schema' | 'json' | undefined;
  /** How many matching calls it applies to; unlimited when absent. */
  times?: number | undefined;
  regex: RegExp;
}

export const SESSION_TTL_MS = 2 * 60 * 60_000;
const NO_GATE = new Set(['/wps/system/status', '/wps/system/settings', '/wps/system/publicKey']);

export class Platform {
  readonly faults: Fault[] = [];
  private faultSeq = 0;
  private readonly inflight = new Map<string, Promise<Response>>();
  private readonly merchantCache = new Map<string, MerchantConfig>();
  private readonly caches = new Map<string, Map<unknown, unknown>>();
  private readonly dueWork: ((now: number) => void)[] = [];

  constructor(
    readonly app: Hono,
    readonly db: Db,
    /** The platform time: every rule that depends on time reads it here (or the call's `now`). */
    readonly clock: PlatformClock,
    readonly privateKey: () => Promise<CryptoKey>,
    readonly random: () => number = Math.random,
  ) {}

  // ---- merchants ----
  merchantCodes(): string[] {
    return this.db.all<{ code: string }>('SELECT code FROM merchants ORDER BY rowid').map((r) => r.code);
  }
  merchant(code: string): MerchantConfig | undefined {
    let m = this.merchantCache.get(code);
    if (!m) {
      const row = this.db.get<{ config: string }>('SELECT config FROM merchants WHERE code = ?', code);
      if (!row) return undefined;
      m = JSON.parse(row.config) as MerchantConfig;
      this.merchantCache.set(code, m);
    }
    return m;
  }
  saveMerchant(m: MerchantConfig): void {
    this.db.run('UPDATE merchants SET config = ? WHERE code = ?', JSON.stringify(m), m.code);
    this.merchantCache.delete(m.code);
  }
  /** A named cache that forgetCaches() (reset) empties. */
  cache<K, V>(name: string): Map<K, V> {
    let c = this.caches.get(name);
    if (!c) {
      c = new Map();
      this.caches.set(name, c);
    }
    return c as Map<K, V>;
  }
  /**
   * Work that falls due as platform time passes (a deposit order expiring): done before each call,
   * at the call's time, so whatever the call reads is as of the platform clock, however it moved.
   */
  whenTimePasses(work: (now: number) => void): void {
    this.dueWork.push(work);
  }

  forgetCaches(): void {
    this.merchantCache.clear();
    for (const c of this.caches.values()) c.clear();
    this.faults.length = 0;
  }
  /** X-Merchant-Code (test mode), else the Host, else the default merchant. */
  resolveMerchant(c: Context): MerchantConfig {
    const override = c.req.header(MERCHANT_HEADER)?.trim().toLowerCase();
    if (override) {
      const m = this.merchant(override);
      if (m) return m;
    }
    const host = (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase().replace(/:\d+$/, '');
    for (const code of this.merchantCodes()) {
      const m = this.merchant(code)!;
      if (
        m.domains.includes(host) ||
        host === code ||
        host.startsWith(`${code}.`) ||
        host.includes(`.${code}.`)
      )
        return m;
    }
    return this.merchant(DEFAULT_MERCHANT) ?? this.merchant(this.merchantCodes()[0]!)!;
  }

  // ---- sessions ----
  tokenOf(c: Context, input: Record<string, unknown> | undefined): string | undefined {
    const auth = c.req.header('authorization');
    if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
    const fromQuery = c.req.query('token');
    if (fromQuery) return fromQuery;
    const fromBody = input?.token;
    return typeof fromBody === 'string' && fromBody ? fromBody : undefined;
  }
  session(token: string, merchant: string): { session: SessionRow; member: MemberRow } | undefined {
    const session = this.db.get<SessionRow>('SELECT * FROM sessions WHERE token = ?', token);
    if (!session || session.merchant !== merchant || session.expires_at <= this.clock.now()) return undefined;
    const member = this.db.get<MemberRow>('SELECT * FROM members WHERE id = ?', session.member_id);
    if (!member || member.disabled) return undefined;
    return { session, member };
  }

  /**
   * The client's address for rate limits: the socket's remote address. Never a header the client
   * sets (X-Forwarded-For rotates freely); a platform behind its own proxy takes the address that
   * proxy appends.
   */
  clientOf(c: Context): string {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    return env?.incoming?.socket?.remoteAddress ?? 'local';
  }

  // ---- envelope ----
  ok(c: Context, value: unknown): Response {
    return c.json({ success: true, code: 0, message: '', value }, 200);
  }
  error(c: Context, e: PlatformError): Response {
    const spec = ERRORS[e.code];
    const body: Record<string, unknown> = {
      success: false,
      code: e.code,
      message: e.messageKey ?? spec.message,
    };
    if (e.value !== undefined) body.value = e.value;
    const headers: Record<string, string> = {};
    const retry = (e.value as { retryAfter?: number } | undefined)?.retryAfter;
    if (retry) headers['Retry-After'] = String(retry);
    return c.json(body, spec.status as 400, headers);
  }

  // ---- faults ----
  addFault(f: Omit<Fault, 'id' | 'regex'>): Fault {
    const regex = f.pattern.startsWith('^')
      ? new RegExp(f.pattern)
      : new RegExp(`^${f.pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    const fault: Fault = { ...f, id: ++this.faultSeq, regex };
    this.faults.push(fault);
    return fault;
  }
  /** Applies matching faults; answers the call itself when a fault says so. */
  async applyFaults(c: Context): Promise<Response | undefined> {
    const path = new URL(c.req.url).pathname;
    for (const f of [...this.faults]) {
      if (!f.regex.test(path) || (f.method && f.method.toUpperCase() !== c.req.method)) continue;
      if (f.times !== undefined) {
        if (f.times <= 0) continue;
        f.times--;
      }
      if (f.latencyMs) await new Promise((r) => setTimeout(r, f.latencyMs));
      if (f.malformed === 'json')
        return new Response('{"success": tru', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      if (f.malformed === 'schema')
        return c.json({
          success: true,
          code: 0,
          message: '',
          value: { malformed: true, list: 'not-a-list' },
        });
      if (f.errorRate !== undefined && this.random() < f.errorRate) {
        const status = f.status ?? 500;
        const code =
          f.code ?? (status === 503 ? 'MAINTENANCE' : status === 429 ? 'RATE_LIMITED' : 'INTERNAL_ERROR');
        const spec = ERRORS[code as ErrorCode];
        return c.json(
          {
            success: false,
            code,
            message: spec?.message ?? 'err_unknown',
            ...(status === 429 ? { value: { retryAfter: 1 } } : {}),
          },
          status as 500,
        );
      }
    }
    return undefined;
  }

  // ---- routes ----
  /** Mounts a contract call whose handler may see a guest (auth 'none' or 'optional'). */
  handle<Req extends z.Schema, Res extends z.Schema, P extends z.Schema | undefined>(
    name: string,
    def: CallDef<Req, Res, P>,
    handler: (
      call: Call<P extends z.Schema ? z.output<P> : z.output<Req>>,
    ) => z.input<Res> | Promise<z.input<Res>>,
  ): void {
    this.mount(name, def as CallDef, handler as (call: Call<unknown>) => unknown);
  }

  /** Mounts a contract call that needs a session (auth 'member'): the handler always has the member. */
  memberOnly<Req extends z.Schema, Res extends z.Schema, P extends z.Schema | undefined>(
    name: string,
    def: CallDef<Req, Res, P>,
    handler: (
      call: MemberCall<P extends z.Schema ? z.output<P> : z.output<Req>>,
    ) => z.input<Res> | Promise<z.input<Res>>,
  ): void {
    if (def.auth !== 'member') throw new Error(`${name} is not a member call`);
    this.mount(name, def as CallDef, handler as (call: Call<unknown>) => unknown);
  }

  private mount(name: string, def: CallDef, handler: (call: Call<unknown>) => unknown): void {
    const honoPath = def.path.replace(/\{(\w+)\}/g, ':$1');
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    this.app[method](honoPath, async (c) => {
      try {
        return await this.run(name, def, handler, c);
      } catch (e) {
        if (e instanceof PlatformError) return this.error(c, e);
        console.error(`[platform] ${def.method} ${def.path}`, e);
        return this.error(c, new PlatformError('INTERNAL_ERROR'));
      }
    });
  }

  private async run(
    name: string,
    def: CallDef,
    handler: (call: Call<unknown>) => unknown,
    c: Context,
  ): Promise<Response> {
    const path = new URL(c.req.url).pathname;
    const now = this.clock.now();
    const merchant = this.resolveMerchant(c);
    if (!NO_GATE.has(def.path)) {
      if (merchant.maintenance) fail('MAINTENANCE');
      if (merchant.regionRestriction) fail('REGION_RESTRICTED');
    }
    // Raw input: query (GET, DELETE) or JSON body, plus path parameters.
    let raw: Record<string, unknown>;
    if (def.method === 'GET' || def.method === 'DELETE') {
      raw = {};
      for (const [k, v] of Object.entries(c.req.queries())) raw[k] = v.length > 1 ? v : v[0];
    } else {
      const text = await c.req.text();
      if (!text) raw = {};
      else {
        try {
          const parsed: unknown = JSON.parse(text);
          if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
            throw new Error('not an object');
          raw = parsed as Record<string, unknown>;
        } catch {
          return fail('VALIDATION_ERROR', { fields: { body: 'err_invalid_format' } });
        }
      }
    }
    Object.assign(raw, c.req.param());
    const token = this.tokenOf(c, raw);
    delete raw.token;

    // Session.
    let auth: { session: SessionRow; member: MemberRow } | undefined;
    if (def.auth !== 'none' && token) {
      auth = this.session(token, merchant.code);
      if (!auth && def.auth === 'member') fail('SESSION_EXPIRED');
    }
    if (def.auth === 'member' && !auth) fail('NOT_LOGGED_IN');
    if (def.trialRefused && auth?.member.type === TRIAL_TYPE) fail('TRIAL_REFUSED');

    // Input: decrypt encrypted calls, then validate.
    let input: unknown;
    if (def.payload) {
      const scheme = c.req.header(ENCRYPTION_HEADER);
      const body = def.request.safeParse(raw);
      if (scheme !== ENCRYPTION_SCHEME || !body.success) fail('ENCRYPTION_INVALID');
      try {
        const plain = await decryptPayload(
          raw as EncryptedBody,
          await this.privateKey(),
          path,
          // The device stamps the body with its own clock: compared with real time, not the moved one.
          this.clock.realNow(),
        );
        input = validate(def.payload, plain);
      } catch (e) {
        if (e instanceof DecryptionError || e instanceof SyntaxError) fail('ENCRYPTION_INVALID');
        throw e;
      }
    } else {
      input = validate(def.request, raw);
    }

    for (const work of this.dueWork) work(now);
    const lang = langOf(input, merchant);
    const call: Call<unknown> = {
      c,
      input,
      merchant,
      member: auth?.member,
      session: auth?.session,
      lang,
      now,
      client: this.clientOf(c),
    };

    const key = def.idempotent ? c.req.header(IDEMPOTENCY_HEADER)?.trim() : undefined;
    if (key && auth) {
      if (key.length > 128)
        fail('VALIDATION_ERROR', { fields: { [IDEMPOTENCY_HEADER]: 'err_invalid_format' } });
      const id = `${auth.member.id} ${name} ${key}`;
      // The same key with another request is a client bug: refused, never applied.
      const fingerprint = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
      const stored = this.db.get<{ status: number; body: string; request: string }>(
        'SELECT status, body, request FROM idempotency WHERE member_id = ? AND call = ? AND key = ?',
        auth.member.id,
        name,
        key,
      );
      if (stored) {
        if (stored.request !== fingerprint)
          fail('CONFLICT', { idempotencyKey: 'reused with another request' });
        return replay(stored);
      }
      const pending = this.inflight.get(id);
      if (pending) return (await pending).clone();
      const run = (async () => {
        const res = await this.execute(c, handler, call);
        // Only what was applied is remembered: a refused request may be retried with the same key.
        if (res.status < 300) {
          const body = await res.clone().text();
          this.db.run(
            `INSERT OR IGNORE INTO idempotency (member_id, call, key, request, status, body, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
            auth.member.id,
            name,
            key,
            fingerprint,
            res.status,
            body,
            now,
          );
        }
        return res;
      })();
      this.inflight.set(id, run);
      try {
        return (await run).clone();
      } finally {
        this.inflight.delete(id);
      }
    }
    return this.execute(c, handler, call);
  }

  private async execute(c: Context, handler: (call: Call<unknown>) => unknown, call: Call<unknown>) {
    try {
      const value = await handler(call);
      return this.ok(c, value);
    } catch (e) {
      if (e instanceof PlatformError) return this.error(c, e);
      throw e;
    }
  }
}

function replay(stored: { status: number; body: string }): Response {
  return new Response(stored.body, {
    status: stored.status,
    headers: { 'content-type': 'application/json', 'Idempotent-Replayed': 'true' },
  });
}

/** Product messages for limits the schema enforces (SPEC §8). */
const TOO_BIG_MESSAGES: Record<string, string> = { pictures: 'activity_apply_remark_limit4' };

/** Validates input against a schema; a failure names each bad field. */
function validate(schema: z.Schema, raw: unknown): unknown {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    const tooBig = issue.code === 'too_big' ? TOO_BIG_MESSAGES[field] : undefined;
    fields[field] ??=
      issue.code === 'invalid_type' && issue.input === undefined
        ? 'err_required'
        : (tooBig ?? 'err_invalid_format');
  }
  return fail('VALIDATION_ERROR', { fields });
}

const LANGS = new Set(['PT', 'EN', 'CN', 'TH', 'VN', 'PH', 'BR']);
function langOf(input: unknown, merchant: MerchantConfig): string {
  const l = (input as { language?: unknown } | undefined)?.language;
  return typeof l === 'string' && LANGS.has(l) ? l : merchant.defaultLanguage;
}

/** The text of a multilingual record in a language (EN, then PT as fallbacks). */
/**
 * One page of a list (1-based, default 20 a page): `total` rows in all, `rows(limit, offset)` reads
 * the page's own. An empty list still has one page.
 */
export function pageOf<T>(
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
  total: number,
  rows: (limit: number, offset: number) => T[],
) {
  const pageSize = input.pageSize ?? 20;
  const pageNo = input.pageNo ?? 1;
  return {
    content: rows(pageSize, (pageNo - 1) * pageSize),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    totalElements: total,
  };
}

export function tr(texts: Record<string, string> | string, lang: string): string {
  const t = typeof texts === 'string' ? (JSON.parse(texts) as Record<string, string>) : texts;
  return t[lang] ?? t.EN ?? t.PT ?? Object.values(t)[0] ?? '';
}
