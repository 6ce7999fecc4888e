import { describe, expect, it, vi } from 'vitest';
import * as z from '@contract/schema';
import { defineCall } from '@contract/define';
import { ApiClient, buildRequest, type Transport, type TransportRequest } from './client';
import { ApiError } from './errors';
import { describeError, errorMessages } from './errorMessages';

const balance = defineCall({
  method: 'GET',
  path: '/wps/member/wallet',
  auth: 'member',
  request: z.object({}),
  response: z.object({ sumBalance: z.number() }),
  summary: 'test',
});
const status = defineCall({
  method: 'GET',
  path: '/wps/system/status',
  auth: 'none',
  request: z.object({}),
  response: z.object({ status: z.number() }),
  summary: 'test',
});
const markRead = defineCall({
  method: 'POST',
  path: '/wps/announcement/{announcementId}/read',
  auth: 'member',
  request: z.object({ announcementId: z.number() }),
  response: z.nullable(z.unknown()),
  summary: 'test',
});

const ok = (value: unknown) => ({
  status: 200,
  json: async () => ({ success: true, code: 0, message: '', value }),
});
const fail = (status: number, code: string, message = '', value?: unknown) => ({
  status,
  json: async () => ({ success: false, code, message, value }),
});

function setup(
  transport: Transport,
  token: string | null = 'tok',
  extra: Partial<ConstructorParameters<typeof ApiClient>[0]> = {},
) {
  const sleeps: number[] = [];
  const onSessionExpired = vi.fn();
  const client = new ApiClient({
    transport,
    getToken: () => token,
    getMerchantOverride: () => 'verde',
    onSessionExpired,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...extra,
  });
  return { client, sleeps, onSessionExpired };
}

describe('ApiClient', () => {
  it('unwraps the envelope and sends the token and merchant override', async () => {
    const seen: TransportRequest[] = [];
    const { client } = setup(async (req) => {
      seen.push(req);
      return ok({ sumBalance: 12.5 });
    });
    await expect(client.call(balance)).resolves.toEqual({ sumBalance: 12.5 });
    expect(seen[0]!.headers.Authorization).toBe('Bearer tok');
    expect(seen[0]!.headers['X-Merchant-Code']).toBe('verde');
    expect(seen[0]!.url).toBe('/wps/member/wallet');
  });

  it('does not send the token to calls that need no session', async () => {
    const seen: TransportRequest[] = [];
    const { client } = setup(async (req) => {
      seen.push(req);
      return ok({ status: 0 });
    });
    await client.call(status);
    expect(seen[0]!.headers.Authorization).toBeUndefined();
  });

  it('refuses a member call without a session, without a request', async () => {
    const transport = vi.fn<Transport>();
    const { client } = setup(transport, null);
    await expect(client.call(balance)).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
    expect(transport).not.toHaveBeenCalled();
  });

  it('turns a value that fails the schema into a malformed-response error', async () => {
    const { client } = setup(async () => ok({ sumBalance: 'lots' }));
    const error = await client.call(balance).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('MALFORMED_RESPONSE');
    expect(describeError(error)).toBe(errorMessages.malformed);
  });

  it('turns a body without an envelope into a malformed-response error', async () => {
    const { client } = setup(async () => ({ status: 200, json: async () => '<html>' }));
    await expect(client.call(status)).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
  });

  it('maps platform failures to codes, details and message keys', async () => {
    const { client } = setup(async () => fail(400, 'CAPTCHA_REQUIRED', 'in_vwrite_code', { captcha: true }));
    const error = (await client.call(status).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('CAPTCHA_REQUIRED');
    expect(error.flag('captcha')).toBe(true);
    expect(describeError(error, (id) => id === 'in_vwrite_code')).toEqual({ id: 'in_vwrite_code' });
    expect(describeError(error)).toBe(errorMessages.verificationCode);
  });

  it('gives a body the platform found too large (413) its own message, not the invalid-request one', async () => {
    const { client } = setup(async () => fail(413, 'PAYLOAD_TOO_LARGE', 'err_payload_too_large'));
    const error = (await client.call(status).catch((e: unknown) => e)) as ApiError;
    expect([error.code, error.status]).toEqual(['PAYLOAD_TOO_LARGE', 413]);
    expect(describeError(error, (id) => id === 'err_payload_too_large')).toEqual({
      id: 'err_payload_too_large',
    });
    expect(describeError(error)).toBe(errorMessages.payloadTooLarge);
    expect(describeError(new ApiError('HTTP_ERROR', 413, ''))).toBe(errorMessages.payloadTooLarge);
    expect(errorMessages.payloadTooLarge).not.toEqual(errorMessages.invalidRequest);
  });

  it('reports an expired session once and rejects', async () => {
    const { client, onSessionExpired } = setup(async () => fail(401, 'SESSION_EXPIRED', 'in_logged_out'));
    await expect(client.call(balance)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('retries reads after transient failures with doubling backoff', async () => {
    let n = 0;
    const { client, sleeps } = setup(async () => (++n < 3 ? fail(502, 'BAD_GATEWAY') : ok({ status: 0 })));
    await expect(client.call(status)).resolves.toEqual({ status: 0 });
    expect(n).toBe(3);
    expect(sleeps).toEqual([300, 600]);
  });

  it('gives up on reads after the last retry', async () => {
    let n = 0;
    const { client } = setup(async () => {
      n++;
      throw new TypeError('Failed to fetch');
    });
    await expect(client.call(status)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(n).toBe(3);
  });

  it('never retries a write', async () => {
    let n = 0;
    const { client } = setup(async () => {
      n++;
      return fail(500, 'INTERNAL');
    });
    await expect(client.call(markRead, { announcementId: 7 })).rejects.toMatchObject({
      status: 500,
    });
    expect(n).toBe(1);
  });

  it('does not retry maintenance or validation failures', async () => {
    let n = 0;
    const { client } = setup(async () => {
      n++;
      return fail(503, 'MAINTENANCE');
    });
    await expect(client.call(status)).rejects.toMatchObject({ code: 'MAINTENANCE' });
    expect(n).toBe(1);
  });

  it('shares one request between identical reads in flight', async () => {
    let n = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { client } = setup(async () => {
      n++;
      await gate;
      return ok({ status: 0 });
    });
    const a = client.call(status);
    const b = client.call(status);
    release();
    await Promise.all([a, b]);
    expect(n).toBe(1);
    await client.call(status);
    expect(n).toBe(2);
  });

  it('starts each call after its own turn of the pace, in the order they were made', async () => {
    const turns: (() => void)[] = [];
    const sent: string[] = [];
    const { client } = setup(
      async (req) => {
        sent.push(req.url);
        return ok({ status: 0, sumBalance: 1 });
      },
      'tok',
      { pace: () => new Promise<void>((resolve) => turns.push(resolve)) },
    );
    const a = client.call(status);
    const b = client.call(balance);
    await Promise.resolve();
    expect(sent).toEqual([]);
    expect(turns).toHaveLength(2);
    turns[0]!();
    await a;
    expect(sent).toEqual(['/wps/system/status']);
    turns[1]!();
    await b;
    expect(sent).toEqual(['/wps/system/status', '/wps/member/wallet']);
  });

  it('shares one request between identical reads started in one task, when paced', async () => {
    let n = 0;
    const { client } = setup(
      async () => {
        n++;
        return ok({ status: 0 });
      },
      'tok',
      { pace: () => Promise.resolve() },
    );
    await Promise.all([client.call(status), client.call(status)]);
    expect(n).toBe(1);
  });

  it('times out a call that never answers', async () => {
    const { client } = setup(
      (req) =>
        new Promise((_resolve, reject) =>
          req.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      'tok',
      { timeoutMs: 20, retries: 0 },
    );
    await expect(client.call(status)).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('spaces throttled calls of one endpoint', async () => {
    let clock = 1000;
    const { client, sleeps } = setup(async () => ok(null), 'tok', { now: () => clock });
    await client.call(markRead, { announcementId: 1 }, { throttleMs: 150 });
    clock += 20;
    await client.call(markRead, { announcementId: 2 }, { throttleMs: 150 });
    expect(sleeps).toEqual([130]);
  });
});

describe('buildRequest', () => {
  it('fills path parameters and puts the rest in the query of a read', () => {
    expect(
      buildRequest({ method: 'GET', path: '/wps/games/{id}' }, { id: 'a b', pageNo: 2, q: undefined }),
    ).toEqual({
      path: '/wps/games/a%20b?pageNo=2',
      body: undefined,
    });
  });
  it('puts the rest in a JSON body for a write', () => {
    expect(buildRequest({ method: 'POST', path: '/wps/x/:id' }, { id: 3, read: true })).toEqual({
      path: '/wps/x/3',
      body: '{"read":true}',
    });
  });
});
