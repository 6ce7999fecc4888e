// The app's own accounts code (app/stores/accounts/api.ts: key fetch, encryption, retry on a
// rotated key) against the platform, in-process: the encryption round trip end to end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsApi } from '../../app/stores/accounts/api.ts';
import { contract } from '../../contract/index.ts';
import { DEMO_PASSWORD } from '../seed/index.ts';
import {
  failure,
  humanCheck,
  registrationPayload,
  startTestPlatform,
  type TestPlatform,
} from '../testing.ts';

let tp: TestPlatform;
beforeAll(async () => {
  tp = await startTestPlatform();
  tp.clock.now = Date.now(); // the app encrypts with the real clock
});
afterAll(() => tp.dispose());

describe("the app's accounts API against the platform", () => {
  it('logs in, registers and resets a password with encrypted bodies', async () => {
    const client = tp.client();
    const api = createAccountsApi(
      client,
      () => client.call(contract.siteSettings, { language: 'PT' }),
      () => null,
    );
    const grant = await api.login(
      { type: 'username', username: 'demo_member', password: DEMO_PASSWORD },
      { standalone: true },
    );
    expect(grant.userName).toBe('demo_member');
    const settings = await api.settings();
    expect(settings.register.methods).toEqual(['username', 'mobileNum']);
    const registered = await api.register(
      registrationPayload({ registerMethod: 'PWA', username: 'app_made_user' }),
    );
    expect(registered.firstTimeLogin).toBe(true);
    // The platform keeps how the member registered; the control API shows it (never a hash).
    const stored = await tp.request('/__sim/members/app_made_user');
    expect(stored.status).toBe(200);
    const body = await stored.text();
    expect(JSON.parse(body).value).toMatchObject({
      username: 'app_made_user',
      register_method: 'PWA',
      type: 0,
    });
    expect(body).not.toContain('scrypt');
    expect((await tp.request('/__sim/members/nobody')).status).toBe(404);
    await api.sendVerificationCode({
      mobileNo: '912345602',
      countryDialingCode: '+351',
      purpose: 'reset',
      ...(await humanCheck(tp)),
    });
    const sms = (await (await tp.request('/__sim/sms/912345602')).json()) as { value: { code: string } };
    await api.resetPassword({
      mobileNum: '912345602',
      countryDialingCode: '+351',
      verificationCode: sms.value.code,
      newPassword: 'newpass123',
      confirmNewPassword: 'newpass123',
    });
    expect(
      (
        await api.login(
          { type: 'username', username: 'demo_agent', password: 'newpass123' },
          { standalone: false },
        )
      ).type,
    ).toBe(1);
  });

  it('fetches the key again when the platform rotated it', async () => {
    const client = tp.client();
    const api = createAccountsApi(
      client,
      () => client.call(contract.siteSettings, {}),
      () => null,
    );
    await api.login(
      { type: 'username', username: 'demo_member', password: DEMO_PASSWORD },
      { standalone: false },
    );
    await tp.publicKey(); // the test's own copy of the current key
    expect((await tp.request('/__sim/keys/rotate', { method: 'POST' })).status).toBe(200);
    // A body made under the old key is refused…
    const stale = await tp.encrypt(contract.login, {
      type: 'username',
      username: 'demo_member',
      password: DEMO_PASSWORD,
    });
    const e = await failure(
      tp.client().call(contract.login, stale, { headers: { Encryption: 'RSA-OAEP-256+A256GCM' } }),
    );
    expect(e.code).toBe('ENCRYPTION_INVALID');
    // …and the app recovers by itself.
    const again = await api.login(
      { type: 'username', username: 'demo_member', password: DEMO_PASSWORD },
      { standalone: false },
    );
    expect(again.userName).toBe('demo_member');
  });
});
