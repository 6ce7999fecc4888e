import { describe, expect, it } from 'vitest';
import { decryptPayload, generatePlatformKeyPair, importPrivateKey } from '@contract/crypto';
import { ApiClient, type TransportRequest } from '../../api/client';
import { createAccountsApi } from './api';

async function platform(options: { rejectFirst?: boolean } = {}) {
  const keys = await generatePlatformKeyPair();
  const privateKey = await importPrivateKey(keys.privateKey);
  const requests: TransportRequest[] = [];
  let keyCalls = 0;
  let rejected = false;
  const client = new ApiClient({
    getToken: () => null,
    transport: async (req) => {
      requests.push(req);
      const path = new URL(req.url, 'http://x').pathname;
      const ok = (value: unknown) => ({
        status: 200,
        json: async () => ({ success: true, code: 0, message: '', value }),
      });
      if (path === '/wps/system/publicKey') {
        keyCalls++;
        return ok({ keyId: `k${keyCalls}`, algorithm: 'RSA-OAEP-256', publicKey: keys.publicKey });
      }
      if (path === '/wps/session/login') {
        if (options.rejectFirst && !rejected) {
          rejected = true;
          return {
            status: 400,
            json: async () => ({ success: false, code: 'ENCRYPTION_INVALID', message: 'err_invalid_format' }),
          };
        }
        return ok({ token: 't', userName: 'demo_member', type: 0, firstTimeLogin: false, expiresAt: 1 });
      }
      return { status: 404, json: async () => ({ success: false, code: 'NOT_FOUND', message: '' }) };
    },
  });
  const settings = () => Promise.reject(new Error('not used'));
  return {
    api: createAccountsApi(client, settings, () => null),
    requests,
    privateKey,
    keyCalls: () => keyCalls,
  };
}

describe('accounts API', () => {
  it('sends the login encrypted: no password in the request, Encryption header, decryptable by the platform', async () => {
    const p = await platform();
    await p.api.login(
      { type: 'username', username: 'demo_member', password: 'demo1234' },
      { standalone: false },
    );
    const login = p.requests.find((r) => r.url.endsWith('/wps/session/login'))!;
    expect(login.body).not.toContain('demo1234');
    expect(login.headers.Encryption).toBe('RSA-OAEP-256+A256GCM');
    expect(login.headers.Device).toBeUndefined();
    const body = JSON.parse(login.body!) as { data: string; key: string; iv: string; keyId: string };
    expect(await decryptPayload(body, p.privateKey, '/wps/session/login')).toEqual({
      type: 'username',
      username: 'demo_member',
      password: 'demo1234',
    });
  });

  it('says Device: OTHERS when the app runs standalone', async () => {
    const p = await platform();
    await p.api.login({ type: 'username', username: 'u1234', password: 'p' }, { standalone: true });
    expect(p.requests.find((r) => r.url.endsWith('/wps/session/login'))!.headers.Device).toBe('OTHERS');
  });

  it('fetches the key once, and again (repeating the call once) when the platform refuses it', async () => {
    const p = await platform({ rejectFirst: true });
    await p.api.login({ type: 'username', username: 'u1234', password: 'p' }, { standalone: false });
    expect(p.keyCalls()).toBe(2);
    expect(p.requests.filter((r) => r.url.endsWith('/wps/session/login'))).toHaveLength(2);
    await p.api.login({ type: 'username', username: 'u1234', password: 'p' }, { standalone: false });
    expect(p.keyCalls()).toBe(2);
  });
});
