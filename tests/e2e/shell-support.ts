// Shared steps of the shell end-to-end tests: simulator reset, sessions obtained straight from the
// platform (login encrypted with contract/crypto.ts, as the app does) and put where the app keeps
// them, and the current route name the layout exposes.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type APIRequestContext, type Page } from './fixtures';
import { ENCRYPTION_SCHEME, encryptPayload, importPublicKey } from '../../contract/crypto.ts';

/** The build served to the tests (DIST_DIR, else dist). */
export const DIST = resolve(process.env.DIST_DIR ?? 'dist');

/** The build's manifest: each entry, source module and shared chunk, by its key. */
export function buildManifest(): Record<string, { file: string; imports?: string[] }> {
  return JSON.parse(readFileSync(resolve(DIST, '.vite/manifest.json'), 'utf8'));
}

/**
 * The built file of a source module (`app/screens/settings/SettingsScreen.tsx`), from the build's
 * manifest: lazy files are named by their hash alone (vite.config.ts, `chunkFileNames`).
 */
export function builtFile(source: string): string {
  const entry = buildManifest()[source];
  if (!entry) throw new Error(`${source} is not in the build's manifest`);
  return entry.file;
}

export const PASSWORD = 'demo1234';

export interface Grant {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  expiresAt: number;
}

export async function reset(request: APIRequestContext) {
  for (let attempt = 0; attempt < 4; attempt++) {
    if ((await request.post('/__sim/reset')).ok()) return;
    await new Promise((r) => setTimeout(r, 250 * (attempt + 1)));
  }
  throw new Error('POST /__sim/reset failed');
}

const headers = (merchant: string) => ({ 'X-Merchant-Code': merchant });

/** Logs in on the platform by username and password and returns the session grant. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  merchant = 'aurum',
): Promise<Grant> {
  const keyRes = await request.get('/wps/system/publicKey', { headers: headers(merchant) });
  const key = await importPublicKey(
    ((await keyRes.json()) as { value: { keyId: string; publicKey: string } }).value,
  );
  const login: Record<string, string> = { type: 'username', username, password: PASSWORD };
  // A merchant whose captcha setting is on (lumen) asks for one at every login.
  const settingsRes = await request.get('/wps/system/settings?language=PT', { headers: headers(merchant) });
  const settings = (await settingsRes.json()) as { value?: { settings?: { captcha?: boolean } } };
  if (settings.value?.settings?.captcha) {
    const captcha = (await (await request.get('/wps/captcha', { headers: headers(merchant) })).json()) as {
      value: { captchaId: string };
    };
    const answer = (await (await request.get(`/__sim/captcha/${captcha.value.captchaId}`)).json()) as {
      value: { answer: string };
    };
    login.captchaId = captcha.value.captchaId;
    login.captcha = answer.value.answer;
  }
  const body = await encryptPayload(login, key, '/wps/session/login');
  const res = await request.post('/wps/session/login', {
    headers: { ...headers(merchant), Encryption: ENCRYPTION_SCHEME },
    data: body,
  });
  const json = (await res.json()) as { success: boolean; value: Grant };
  expect(json.success, `login ${username}: ${JSON.stringify(json)}`).toBe(true);
  return json.value;
}

/** Creates a trial (type 4) account on the platform. */
export async function apiTrial(request: APIRequestContext, merchant = 'aurum'): Promise<Grant> {
  const res = await request.post('/wps/session/trial', { headers: headers(merchant), data: {} });
  const v = (
    (await res.json()) as {
      value: { token: string; userName: string; customerType: number; expiresAt: number };
    }
  ).value;
  return {
    token: v.token,
    userName: v.userName,
    type: v.customerType,
    firstTimeLogin: false,
    expiresAt: v.expiresAt,
  };
}

/** Every page of the test starts with this session (MC_SESSION_INFO in sessionStorage). */
export async function useSession(page: Page, grant: Grant, merchant = 'aurum') {
  await page.addInitScript(
    ([info, code]) => {
      if (!sessionStorage.getItem('MC_SESSION_INFO_SEEDED')) {
        sessionStorage.setItem('MC_SESSION_INFO', info);
        sessionStorage.setItem('MC_SESSION_INFO_SEEDED', '1');
      }
      localStorage.setItem('MC_TEST_MERCHANT', code);
    },
    [JSON.stringify({ ...grant, merchantCode: merchant }), merchant] as const,
  );
  await quietHome(page);
}

/** Runs as `merchant` (test-mode override). */
export async function useMerchant(page: Page, merchant: string) {
  await page.addInitScript((code) => localStorage.setItem('MC_TEST_MERCHANT', code), merchant);
  await quietHome(page);
}

/** The home screen's once-a-session popups stay closed (they are the home screen's own tests). */
export async function quietHome(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('homeAppPopupSeen', '1');
    sessionStorage.setItem('homeLoginPopupsSeen', '1');
  });
}

/** The route name the shell's layout is showing (data-route on the frame). */
export function routeName(page: Page) {
  return page.locator('[data-route]').first();
}

export async function expectRoute(page: Page, name: string) {
  await expect(routeName(page)).toHaveAttribute('data-route', name);
}

export function patchMerchant(request: APIRequestContext, merchant: string, data: Record<string, unknown>) {
  return request.patch(`/__sim/merchants/${merchant}`, { headers: headers(merchant), data });
}
