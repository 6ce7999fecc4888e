// The stand-in social sign-in provider (routes/oauth.ts) and the platform's `firebase` login
// (routes/auth.ts): SDK scripts, id tokens, verification, linked members.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { STANDIN_ACCOUNTS, STANDIN_PREFIX, STANDIN_TOKEN_TTL_S } from '../routes/oauth.ts';
import { encryptionHeaders, failure, startTestPlatform, type TestPlatform } from '../testing.ts';

let tp: TestPlatform;
beforeAll(async () => {
  tp = await startTestPlatform();
});
afterAll(() => tp.dispose());
beforeEach(async () => {
  await tp.reset();
});

async function idToken(body: Record<string, string>): Promise<string> {
  const res = await tp.request(`${STANDIN_PREFIX}/token`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { idToken: string }).idToken;
}

async function socialLogin(token: string, merchant = 'lumen') {
  const body = await tp.encrypt(contract.login, { type: 'firebase', firebaseIdToken: token });
  return tp.client({ merchant }).call(contract.login, body, { headers: encryptionHeaders });
}

describe('stand-in provider', () => {
  it('serves SDK scripts with the real globals', async () => {
    for (const [file, globals] of [
      ['facebook.js', ['window.FB = FB', 'login:', 'init:']],
      ['google.js', ['window.google.accounts.id = id', 'initialize:', 'prompt:']],
    ] as const) {
      const res = await tp.request(`${STANDIN_PREFIX}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      const js = await res.text();
      for (const g of globals) expect(js).toContain(g);
      expect(js).toContain('showModal');
    }
  });

  it('refuses a token request without provider or client id', async () => {
    const bad = await tp.request(`${STANDIN_PREFIX}/token`, {
      method: 'POST',
      body: JSON.stringify({ provider: 'myspace', clientId: 'x' }),
    });
    expect(bad.status).toBe(400);
    const none = await tp.request(`${STANDIN_PREFIX}/token`, {
      method: 'POST',
      body: JSON.stringify({ provider: 'google' }),
    });
    expect(none.status).toBe(400);
  });

  it('lumen points its social settings at the stand-in scripts; aurum has them off', async () => {
    const lumen = await tp.client({ merchant: 'lumen' }).call(contract.siteSettings, { language: 'EN' });
    expect(lumen.settings.facebookLogin).toMatchObject({
      enabled: true,
      sdkUrl: `${STANDIN_PREFIX}/facebook.js`,
    });
    expect(lumen.settings.googleLogin).toMatchObject({
      enabled: true,
      sdkUrl: `${STANDIN_PREFIX}/google.js`,
    });
    const aurum = await tp.client({ merchant: 'aurum' }).call(contract.siteSettings, { language: 'PT' });
    expect(aurum.settings.facebookLogin.enabled || aurum.settings.googleLogin.enabled).toBe(false);
  });
});

describe('firebase login', () => {
  it('creates a member for a new identity, then signs the same member in again', async () => {
    const first = await socialLogin(await idToken({ provider: 'google', clientId: 'lumen-google-client' }));
    expect(first.userName).toBe('brunolima');
    expect(first.firstTimeLogin).toBe(true);
    const info = await tp.client({ token: first.token, merchant: 'lumen' }).call(contract.memberInfo, {});
    expect(info.userName).toBe('brunolima');
    const again = await socialLogin(await idToken({ provider: 'google', clientId: 'lumen-google-client' }));
    expect(again.userName).toBe('brunolima');
    expect(again.firstTimeLogin).toBe(false);
    expect(again.token).not.toBe(first.token);
  });

  it('derives a unique username; each provider identity is its own member', async () => {
    const fb = await socialLogin(await idToken({ provider: 'facebook', clientId: 'lumen-facebook-app' }));
    expect(fb.userName).toBe('anasouza');
    const other = await socialLogin(
      await idToken({ provider: 'facebook', clientId: 'lumen-facebook-app', sub: 'fb-9', name: 'Ana Souza' }),
    );
    expect(other.userName).toMatch(/^anasouza\d{4}$/);
    const short = await socialLogin(
      await idToken({ provider: 'google', clientId: 'lumen-google-client', sub: 'g-9', name: 'Ø' }),
    );
    expect(short.userName).toMatch(/^go[a-z0-9]*user$/);
    expect(STANDIN_ACCOUNTS.facebook.name).toBe('Ana Souza');
  });

  it('a reset forgets linked members', async () => {
    const token = () => idToken({ provider: 'facebook', clientId: 'lumen-facebook-app' });
    expect((await socialLogin(await token())).firstTimeLogin).toBe(true);
    await tp.reset();
    expect((await socialLogin(await token())).firstTimeLogin).toBe(true);
  });

  it('refuses forged, expired, foreign and disabled-provider tokens as failed logins', async () => {
    const good = await idToken({ provider: 'google', clientId: 'lumen-google-client' });
    const [h, p, s] = good.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${s}`;
    for (const t of [forged, 'not-a-token', '', `${h}.${p}.${s.slice(2)}`])
      expect((await failure(socialLogin(t))).code).toBe('INVALID_CREDENTIALS');

    // issued for another client id (another merchant's app)
    const foreign = await idToken({ provider: 'google', clientId: 'someone-elses-client' });
    expect((await failure(socialLogin(foreign))).code).toBe('INVALID_CREDENTIALS');

    // aurum has social login off
    const aurumToken = await idToken({ provider: 'google', clientId: 'lumen-google-client' });
    expect((await failure(socialLogin(aurumToken, 'aurum'))).code).toBe('INVALID_CREDENTIALS');

    // expired
    const old = await idToken({ provider: 'facebook', clientId: 'lumen-facebook-app' });
    tp.clock.now += STANDIN_TOKEN_TTL_S * 1000 + 1000;
    const e = await failure(socialLogin(old));
    expect(e.code).toBe('INVALID_CREDENTIALS');
    expect(e.status).toBe(400);
  });

  it('does not offer phone sign-in through the provider', async () => {
    const body = await tp.encrypt(contract.login, {
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: await idToken({ provider: 'google', clientId: 'lumen-google-client' }),
    });
    const e = await failure(
      tp.client({ merchant: 'lumen' }).call(contract.login, body, { headers: encryptionHeaders }),
    );
    expect(e.code).toBe('NO_PERMISSION');
  });
});
