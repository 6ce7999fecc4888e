// A fake platform behind the API client's Transport, for tests and stories: requests are matched
// against the contract (method + path), answered by per-call handlers in the platform's envelope.
import { contract, type CallName, type Contract } from '@contract';
import type { RequestOf } from '@contract/define';
import type { Transport, TransportRequest } from '../api/client';
import {
  fixtureUsers,
  memberInfoFixture,
  siteSettingsFixture,
  systemStatusFixture,
  unreadFixture,
  walletFixture,
  type FixtureMerchant,
  type FixtureUser,
  type Value,
} from './fixtures';

/** A failure the fake answers with (status, platform code, message key, details). */
export class FakeFailure {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message = '',
    readonly value?: unknown,
  ) {}
}

export type Handler<N extends CallName> = (
  input: Partial<RequestOf<Contract[N]>> & Record<string, unknown>,
  request: TransportRequest,
) => Value<N> | FakeFailure | Promise<Value<N> | FakeFailure>;
export type Handlers = { [N in CallName]?: Handler<N> };

export interface FakeCall {
  name: CallName | null;
  method: string;
  path: string;
  input: Record<string, unknown>;
  headers: Record<string, string>;
}

export interface FakePlatform {
  transport: Transport;
  calls: FakeCall[];
  /** Calls made to one contract call. */
  callsTo(name: CallName): FakeCall[];
}

// A path without parameters wins over one with them, as on the platform: GET
// /wps/promotion/availability is the availability, not the promotion detail's /wps/promotion/{id}.
const routes = (Object.entries(contract) as [CallName, Contract[CallName]][])
  .map(([name, def]) => ({
    name,
    method: def.method,
    params: (def.path.match(/\{/g) ?? []).length,
    regex: new RegExp(`^${def.path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
  }))
  .sort((a, b) => a.params - b.params);

function match(method: string, path: string) {
  for (const r of routes) {
    if (r.method !== method) continue;
    const m = r.regex.exec(path);
    if (m) return { name: r.name, params: { ...m.groups } as Record<string, string> };
  }
  return null;
}

/** A fake platform answering from handlers; unknown calls get 404 NOT_FOUND. */
export function createFakePlatform(handlers: Handlers, options: { delayMs?: number } = {}): FakePlatform {
  const calls: FakeCall[] = [];
  const transport: Transport = async (req) => {
    const url = new URL(req.url, 'http://app.test');
    const input: Record<string, unknown> = Object.fromEntries(url.searchParams);
    if (req.body) Object.assign(input, JSON.parse(req.body) as Record<string, unknown>);
    const hit = match(req.method, url.pathname);
    if (hit) Object.assign(input, hit.params);
    calls.push({
      name: hit?.name ?? null,
      method: req.method,
      path: url.pathname,
      input,
      headers: req.headers,
    });
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    if (req.signal.aborted) throw new DOMException('Aborted', 'AbortError');
    const handler = hit ? (handlers[hit.name] as Handler<CallName> | undefined) : undefined;
    const result = handler
      ? await handler(input as never, req)
      : new FakeFailure(404, 'NOT_FOUND', 'err_not_found');
    const body =
      result instanceof FakeFailure
        ? { success: false, code: result.code, message: result.message, value: result.value }
        : { success: true, code: 0, message: '', value: result };
    const status = result instanceof FakeFailure ? result.status : 200;
    return { status, json: async () => JSON.parse(JSON.stringify(body)) as unknown };
  };
  return { transport, calls, callsTo: (name) => calls.filter((c) => c.name === name) };
}

/** One page of `rows` as the platform pages a list (1-based, 20 a page unless asked). */
export function fakePage<T>(rows: readonly T[], input: { pageNo?: unknown; pageSize?: unknown }) {
  const pageNo = Number(input.pageNo ?? 1);
  const pageSize = Number(input.pageSize ?? 20);
  return {
    content: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
    totalElements: rows.length,
  };
}

export interface ShellPlatformOptions {
  merchant?: FixtureMerchant;
  maintenance?: boolean;
  regionRestriction?: boolean;
  /** Whose session the member calls answer for (ignored without a token). */
  user?: FixtureUser;
  /** Extra or replacing handlers (feature stores add theirs here). */
  handlers?: Handlers;
  delayMs?: number;
}

/** The calls the shell needs, answered with realistic data for one merchant and one user. */
export function createShellPlatform(options: ShellPlatformOptions = {}): FakePlatform {
  const merchant = options.merchant ?? 'aurum';
  const user = options.user ?? fixtureUsers.member;
  const needsToken = (req: TransportRequest) =>
    req.headers.Authorization ? null : new FakeFailure(401, 'NOT_LOGGED_IN', 'err_not_logged_in');
  const base: Handlers = {
    systemStatus: () =>
      systemStatusFixture(merchant, {
        maintenance: options.maintenance,
        regionRestriction: options.regionRestriction,
      }),
    siteSettings: () => siteSettingsFixture(merchant),
    memberInfo: (_i, req) => needsToken(req) ?? memberInfoFixture(user),
    wallet: (_i, req) => needsToken(req) ?? walletFixture(user, merchant),
    unreadCounts: (_i, req) =>
      needsToken(req) ??
      (user.type === 4 ? new FakeFailure(403, 'TRIAL_REFUSED', 'free_reject') : unreadFixture(user)),
    logout: () => ({}),
    renewSession: (_i, req) =>
      needsToken(req) ?? {
        token: (req.headers.Authorization ?? '').replace('Bearer ', ''),
        userName: user.userName,
        type: user.type,
        firstTimeLogin: false,
        expiresAt: Date.now() + 3_600_000,
      },
    contractRequests: () => ({
      dailysalreqtype: user.userName === 'demo_contract' ? 1 : 0,
      divtypecompperiodreq: 0,
      contracthoursalreq: 0,
    }),
  };
  return createFakePlatform({ ...base, ...options.handlers }, { delayMs: options.delayMs });
}
