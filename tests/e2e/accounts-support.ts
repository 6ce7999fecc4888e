// Shared steps of the accounts end-to-end tests (accounts-*.spec.ts): simulator control, captcha
// answers and SMS codes read through the control API, and the "no password anywhere" check.
import { expect, type APIRequestContext, type Page } from './fixtures';

export const PASSWORD = 'demo1234';
/** Demo mobile numbers (national part) per merchant: prefix + '01' is demo_member. */
export const DEMO_MOBILE = { aurum: '912345601', verde: '11912345601', lumen: '9171234501' } as const;
export const DIALING = { aurum: '+351', verde: '+55', lumen: '+63' } as const;
export type Merchant = keyof typeof DEMO_MOBILE;

/** Restores the simulator's seed; retried, since another worker's reset may be running. */
export async function resetSimulator(request: APIRequestContext) {
  let status = 0;
  for (let attempt = 0; attempt < 4; attempt++) {
    const res = await request.post('/__sim/reset');
    status = res.status();
    if (res.ok()) return;
    await new Promise((r) => setTimeout(r, 250 * (attempt + 1)));
  }
  expect(status, 'POST /__sim/reset').toBe(200);
}

/** Remembers the id of the last captcha the page fetched. */
export function trackCaptchas(page: Page) {
  const state = { id: '' };
  page.on('response', async (res) => {
    if (!/\/wps\/captcha(\?|$)/.test(new URL(res.url()).pathname + new URL(res.url()).search)) return;
    try {
      const body = (await res.json()) as { value?: { captchaId?: string } };
      if (body.value?.captchaId) state.id = body.value.captchaId;
    } catch {
      // Not JSON: ignore.
    }
  });
  return state;
}

export async function captchaAnswer(request: APIRequestContext, id: string): Promise<string> {
  expect(id, 'a captcha was fetched').not.toBe('');
  const res = await request.get(`/__sim/captcha/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: { answer: string } }).value.answer;
}

/** Waits until the page shows a new captcha and returns its answer. */
export async function nextCaptchaAnswer(
  page: Page,
  request: APIRequestContext,
  state: { id: string },
  previous = '',
) {
  await expect.poll(() => state.id !== '' && state.id !== previous, { timeout: 7000 }).toBe(true);
  return captchaAnswer(request, state.id);
}

export async function smsCode(
  request: APIRequestContext,
  mobile: string,
  merchant: Merchant,
): Promise<string> {
  const res = await request.get(`/__sim/sms/${mobile}?merchant=${merchant}`);
  expect(res.ok(), `an SMS was sent to ${mobile}`).toBe(true);
  return ((await res.json()) as { value: { code: string } }).value.code;
}

/** Asserts that no given password appears in localStorage, sessionStorage or cookies. */
export async function expectNoPasswordStored(page: Page, passwords: string[]) {
  const dump = await page.evaluate(() => {
    const all: string[] = [];
    for (const s of [localStorage, sessionStorage])
      for (let i = 0; i < s.length; i++) {
        const k = s.key(i)!;
        all.push(`${k}=${s.getItem(k)}`);
      }
    return all.join('\n');
  });
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('\n');
  for (const p of passwords) {
    const encoded = [p, btoa(p), btoa(btoa(p)), encodeURIComponent(p)];
    for (const e of encoded) {
      expect(dump, 'web storage holds no password').not.toContain(e);
      expect(cookies, 'cookies hold no password').not.toContain(e);
    }
  }
}

/** Requests an SMS code from a form: taps the button, answers the verification captcha, sends. */
export async function requestSmsCode(page: Page, request: APIRequestContext, captchas: { id: string }) {
  const before = captchas.id;
  await page.getByRole('button', { name: 'Obter código' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verificação de segurança' });
  await expect(dialog).toBeVisible();
  const answer = await nextCaptchaAnswer(page, request, captchas, before);
  await dialog.getByLabel('Código de verificação').fill(answer);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Código enviado por SMS.').first()).toBeVisible();
}
