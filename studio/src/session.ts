// The preview's member: signs demo_member in on the platform (the simulator, same origin) the way
// the app does — encrypted login, a captcha answered through the simulator's control API where the
// merchant asks for one — and keeps the session where the app reads it. The preview frames share
// this tab's sessionStorage, so every frame then shows the member.
import { ENCRYPTION_SCHEME, encryptPayload, importPublicKey } from '@contract/crypto';
import { StorageKeys } from '@app/stores/storage';

export const DEMO_MEMBER = 'demo_member';
const DEMO_PASSWORD = 'demo1234';
const LOGIN_PATH = '/wps/session/login';

interface Answer<T> {
  success: boolean;
  value: T;
}

async function get<T>(url: string, merchant: string): Promise<T> {
  const res = await fetch(url, { headers: { 'X-Merchant-Code': merchant } });
  const json = (await res.json()) as Answer<T>;
  if (!json.success) throw new Error(`${url} failed`);
  return json.value;
}

export async function signInDemoMember(merchant: string): Promise<void> {
  const key = await importPublicKey(
    await get<{ keyId: string; publicKey: string }>('/wps/system/publicKey', merchant),
  );
  const login: Record<string, string> = { type: 'username', username: DEMO_MEMBER, password: DEMO_PASSWORD };
  const settings = await get<{ settings?: { captcha?: boolean } }>(
    '/wps/system/settings?language=PT',
    merchant,
  );
  if (settings.settings?.captcha) {
    const { captchaId } = await get<{ captchaId: string }>('/wps/captcha', merchant);
    const { answer } = await get<{ answer: string }>(`/__sim/captcha/${captchaId}`, merchant);
    Object.assign(login, { captchaId, captcha: answer });
  }
  const res = await fetch(LOGIN_PATH, {
    method: 'POST',
    headers: {
      'X-Merchant-Code': merchant,
      Encryption: ENCRYPTION_SCHEME,
      'content-type': 'application/json',
    },
    body: JSON.stringify(await encryptPayload(login, key, LOGIN_PATH)),
  });
  const json = (await res.json()) as Answer<{
    token: string;
    userName: string;
    type: number;
    firstTimeLogin: boolean;
    expiresAt?: number;
  }>;
  if (!json.success) throw new Error('login refused');
  const { token, userName, type, firstTimeLogin, expiresAt } = json.value;
  sessionStorage.setItem(
    StorageKeys.session,
    JSON.stringify({ token, userName, type, firstTimeLogin, expiresAt, merchantCode: merchant }),
  );
}

/** Back to a guest: the session the app keeps (either storage) is dropped. */
export function signOut(): void {
  sessionStorage.removeItem(StorageKeys.session);
  localStorage.removeItem(StorageKeys.session);
}
