// The security center (/m/securityCenter) end to end against the simulator: a member whose mobile
// number support cleared binds one with an SMS code, and the platform stores it; the payment
// password is changed with the old one (a wrong old one refused at its field, nothing typed lost)
// and the platform then takes only the new one; the recent sign-ins show this device and another
// session, and 'sign out other sessions' ends the other one on the platform. Each save and the
// sign-out are double-tapped (a save while its request is held on the way): one request each.
import { expect, sim, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { requestSmsCode, resetSimulator, smsCode, trackCaptchas } from './accounts-support';
import { control, login } from './lobby-support';
import { apiLogin, useSession } from './shell-support';

const NEW_MOBILE = '912345688';
const OLD_PIN = '123456';
const NEW_PIN = '975310';
const OLD_PIN_LABEL = 'Palavra-passe de pagamento atual (6 dígitos)';
const NEW_PIN_LABEL = 'Nova palavra-passe de pagamento (6 dígitos)';
const CONFIRM_PIN_LABEL = 'Repita a nova palavra-passe de pagamento';
/** A second device: Firefox on Windows, told apart from the test's phone (Chrome on Android). */
const OTHER_DEVICE_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface StoredMember {
  mobile: string;
  dialing_code: string;
}

test.beforeEach(async ({ request }) => {
  await resetSimulator(request);
});

/** Opens the security center signed in as demo_member (aurum) with a session from the platform. */
async function openAsMember(page: Page, request: APIRequestContext) {
  await useSession(page, await apiLogin(request, 'demo_member'));
  await page.goto('/m/securityCenter');
  await expect(page.getByTestId('security-center')).toBeVisible();
}

/** An item of the account protection list (a row button named by its label, description and state). */
const item = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Proteções da conta' })
    .getByRole('button', { name: new RegExp(`^${label}`) });

/**
 * Holds every `method` request to `path` for a moment, so a second tap comes while the first is on
 * its way; answers the list of requests seen.
 */
async function holdRequests(page: Page, path: string, method = 'POST') {
  const seen: string[] = [];
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    seen.push(route.request().method());
    await new Promise((r) => setTimeout(r, 400));
    await route.fallback();
  });
  return seen;
}

/**
 * Double-taps the sheet's save while its request to `path` is held: one request is sent, the
 * platform's confirmation is announced with `done` and the sheet closes.
 */
async function saveOnce(page: Page, sheet: Locator, path: string, done: string) {
  const sent = await holdRequests(page, path);
  await sheet.getByRole('button', { name: 'Guardar' }).dblclick();
  await expect(page.getByText(done).first()).toBeVisible();
  await expect(sheet).toBeHidden();
  expect(sent).toEqual(['POST']);
}

/** A call to the platform with a member's token: its envelope. */
async function callAs(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  path: string,
  data?: unknown,
) {
  const res = await request[method](path, {
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Merchant-Code': 'aurum',
      'Idempotency-Key': crypto.randomUUID(),
    },
    ...(data === undefined ? {} : { data }),
  });
  return (await res.json()) as { success: boolean; code: string; value: unknown };
}

test('a member without a mobile number binds one with an SMS code; the platform stores it', async ({
  page,
  request,
}) => {
  await control(request, 'aurum').patchMember('demo_member', { clear: ['mobile'] });
  const captchas = trackCaptchas(page);
  await openAsMember(page, request);

  // The list and the summary say the number is missing and point to it.
  await expect(item(page, 'Número de telemóvel')).toContainText('Em falta');
  await expect(page.getByText('Associe um número de telemóvel para poder recuperar a conta.')).toBeVisible();
  await page.getByRole('button', { name: 'Configurar agora' }).click();
  const sheet = page.getByRole('dialog', { name: 'Associar número de telemóvel' });
  await expect(sheet).toBeVisible();
  // Binding a first number asks for no login password.
  await expect(sheet.getByLabel('Palavra-passe de início de sessão')).toHaveCount(0);

  await sheet.getByRole('textbox', { name: 'Número de telemóvel' }).fill(NEW_MOBILE);
  await requestSmsCode(page, request, captchas);
  const code = await smsCode(request, NEW_MOBILE, 'aurum');

  // A wrong code is refused at the code field; the number stays.
  const codeField = sheet.getByRole('textbox', { name: 'Código SMS' });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await sheet.getByRole('button', { name: 'Guardar' }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription(/Código de verificação incorreto\./);
  await expect(sheet.getByRole('textbox', { name: 'Número de telemóvel' })).toHaveValue(NEW_MOBILE);

  // The right code, the save double-tapped: one request, and done only once the platform said so.
  await codeField.fill(code);
  await saveOnce(page, sheet, '/wps/member/mobile', 'Número de telemóvel associado.');

  // The item shows the platform's masked number and is set; the platform agrees.
  await expect(item(page, 'Número de telemóvel')).toContainText('+351 *****5688');
  await expect(item(page, 'Número de telemóvel')).toContainText('Ativo');
  const stored = await sim<StoredMember>(request, 'get', '/__sim/members/demo_member?merchant=aurum');
  expect({ mobile: stored.mobile, dialing: stored.dialing_code }).toEqual({
    mobile: NEW_MOBILE,
    dialing: '+351',
  });
});

test('the payment password changes with the old one; a wrong old one is refused at its field, nothing lost', async ({
  page,
  request,
}) => {
  await openAsMember(page, request);
  await expect(item(page, 'Palavra-passe de pagamento')).toContainText('Ativo');
  await item(page, 'Palavra-passe de pagamento').click();
  const sheet = page.getByRole('dialog', { name: 'Alterar palavra-passe de pagamento' });
  await expect(sheet).toBeVisible();
  const oldPin = sheet.getByLabel(OLD_PIN_LABEL);
  const newPin = sheet.getByLabel(NEW_PIN_LABEL);
  const confirmPin = sheet.getByLabel(CONFIRM_PIN_LABEL);

  // The old one is required.
  await newPin.fill(NEW_PIN);
  await confirmPin.fill(NEW_PIN);
  await sheet.getByRole('button', { name: 'Guardar' }).click();
  await expect(oldPin).toHaveAccessibleDescription(/Indique 6 dígitos\./);

  // A wrong old one: refused by the platform at its field, every PIN typed still there.
  await oldPin.fill('000000');
  await sheet.getByRole('button', { name: 'Guardar' }).click();
  await expect(oldPin).toHaveAttribute('aria-invalid', 'true');
  await expect(oldPin).toHaveAccessibleDescription(/A palavra-passe de pagamento atual está incorreta\./);
  await expect(oldPin).toHaveValue('000000');
  await expect(newPin).toHaveValue(NEW_PIN);
  await expect(confirmPin).toHaveValue(NEW_PIN);

  // The right old one, the save double-tapped: one request.
  await oldPin.fill(OLD_PIN);
  await saveOnce(page, sheet, '/wps/member/paymentPassword', 'Palavra-passe de pagamento guardada.');

  // The platform takes the new one and no longer the old one, where it matters: a withdrawal.
  const { token } = await apiLogin(request, 'demo_member');
  const cards = await callAs(request, token, 'get', '/wps/member/bankcards');
  const [card] = cards.value as { id: number }[];
  const withdraw = (paymentPassword: string) =>
    callAs(request, token, 'post', '/wps/withdraw', { amount: 100, bankCardId: card!.id, paymentPassword });
  expect((await withdraw(OLD_PIN)).code).toBe('PAYMENT_PASSWORD_INVALID');
  const done = await withdraw(NEW_PIN);
  expect(done.success, JSON.stringify(done)).toBe(true);
  const stored = await sim<{ amount: number }[]>(
    request,
    'get',
    '/__sim/members/demo_member/withdrawals?merchant=aurum',
  );
  expect(stored.map((w) => w.amount)).toEqual([100]);
});

test('recent sign-ins show this device and another session; signing out the others ends it on the platform', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Another device signed in first (its own user agent), then this phone.
  const other = await playwright.request.newContext({ baseURL, userAgent: OTHER_DEVICE_UA });
  const otherGrant = await apiLogin(other, 'demo_member');
  await login(page);
  await page.goto('/m/securityCenter');

  const logins = page.getByRole('region', { name: 'Inícios de sessão recentes' }).getByRole('listitem');
  // This phone, the other device, then demo_member's three seeded sign-ins (newest first).
  await expect(logins).toHaveCount(5);
  await expect(logins.nth(0)).toContainText('Chrome em Android');
  await expect(logins.nth(0)).toContainText('Este dispositivo');
  await expect(logins.nth(1)).toContainText('Firefox em Windows');
  await expect(logins.nth(1)).toContainText('Com sessão');
  await expect(logins.nth(1)).toContainText('Lisboa');
  await expect(logins.filter({ hasText: 'Com sessão' })).toHaveCount(1);
  expect((await callAs(other, otherGrant.token, 'get', '/wps/member/info')).success).toBe(true);

  // Asked first; a double tap asks once and sends one request.
  const ends = await holdRequests(page, '/wps/session/others');
  await page.getByRole('button', { name: 'Terminar as outras sessões' }).dblclick();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toHaveCount(1);
  await expect(confirm.getByText('Terminar as outras sessões?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Terminar', exact: true }).click();
  await expect(page.getByText('Terminou 1 outra sessão.').first()).toBeVisible();
  // No second question was queued behind the first.
  await expect(confirm).toHaveCount(0);
  expect(ends).toEqual(['POST']);

  // The other device's session is gone on the platform. This one still works: the list, read
  // again with it after the sign-out, still knows it as this device.
  await expect(logins.filter({ hasText: 'Com sessão' })).toHaveCount(0);
  await expect(logins.nth(1)).toContainText('Firefox em Windows');
  await expect(logins.nth(0)).toContainText('Este dispositivo');
  const refused = await callAs(other, otherGrant.token, 'get', '/wps/member/info');
  expect(refused.code).toBe('SESSION_EXPIRED');
  await other.dispose();
});
