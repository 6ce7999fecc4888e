// Registration on each merchant with its own rules: aurum (username and mobile tabs, mobile on
// the username form), verde (mobile only, SMS code), lumen (captcha and a required affiliate code).
import { expect, test, type Page } from './fixtures';
import {
  captchaAnswer,
  nextCaptchaAnswer,
  expectNoPasswordStored,
  requestSmsCode,
  resetSimulator,
  smsCode,
  trackCaptchas,
} from './accounts-support';

const NEW_PASSWORD = 'Sunny2026x';

test.beforeEach(async ({ request }) => {
  await resetSimulator(request);
});

function signUp(page: Page) {
  return page.getByRole('button', { name: 'Registar' });
}

test('aurum: username registration with the exact messages of SPEC §5, then a new member', async ({
  page,
}) => {
  const registers: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/member/register')) registers.push(r.method());
  });
  await page.goto('/m/register?merchant=aurum');
  await expect(page.getByRole('tab', { name: 'Conta' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Telemóvel' })).toBeVisible();

  // Empty form: every message, the first invalid field focused, nothing sent.
  await signUp(page).click();
  await expect(page.getByText('O formato da conta não está correto.')).toBeVisible();
  await expect(page.getByText('O formato da palavra-passe não está correto.')).toBeVisible();
  await expect(page.getByText('Confirme a palavra-passe.')).toBeVisible(); // in_incorrect_password
  await expect(page.getByLabel('Nome de utilizador')).toBeFocused();

  await page.getByLabel('Nome de utilizador').fill('sunny_player');
  await page.getByLabel('Número de telemóvel').fill('912000777');
  await page.getByLabel('Palavra-passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar palavra-passe').fill(`${NEW_PASSWORD}9`);
  await signUp(page).click();
  await expect(page.getByText('A confirmação não coincide com a palavra-passe.')).toBeVisible(); // in_confirmation_correct
  await expect(page.getByLabel('Confirmar palavra-passe')).toBeFocused();
  await page.getByLabel('Confirmar palavra-passe').fill(NEW_PASSWORD);

  // A taken username is reported when the field is left.
  await page.getByLabel('Nome de utilizador').fill('demo_member');
  await page.getByLabel('Número de telemóvel').focus();
  await expect(page.getByText('Este nome de utilizador já existe.')).toBeVisible();
  await page.getByLabel('Nome de utilizador').fill('sunny_player');

  // Sign-up is disabled while the agree box is off.
  await page.getByRole('checkbox').click();
  await expect(signUp(page)).toBeDisabled();
  await expect(page.getByText('Aceite o acordo de utilizador para se registar.')).toBeVisible();
  await page.getByRole('checkbox').click();

  // An invalid optional invitation code is checked on the server and refocused.
  await page.getByLabel('Código de convite (opcional)').fill('NOPE1234');
  await signUp(page).click();
  await expect(page.getByText('Código de convite inválido.')).toBeVisible();
  await expect(page.getByLabel('Código de convite (opcional)')).toBeFocused();
  await page.getByLabel('Código de convite (opcional)').fill('');

  await signUp(page).dblclick();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(registers).toEqual(['PUT']);
  const session = await page.evaluate(
    () => sessionStorage.getItem('MC_SESSION_INFO') ?? localStorage.getItem('MC_SESSION_INFO'),
  );
  expect(JSON.parse(session!)).toMatchObject({ userName: 'sunny_player', type: 0, merchantCode: 'aurum' });
  await expectNoPasswordStored(page, [NEW_PASSWORD]);
});

test('verde: mobile registration only, with an SMS code', async ({ page, request }) => {
  const captchas = trackCaptchas(page);
  await page.goto('/m/register?merchant=verde');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByLabel('Nome de utilizador')).toHaveCount(0);
  const mobile = '11987650001';
  await page.getByLabel('Número de telemóvel').fill(mobile);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar palavra-passe').fill(NEW_PASSWORD);
  await signUp(page).click();
  await expect(page.getByText('Código de verificação incorreto.')).toBeVisible(); // SMS code missing
  await requestSmsCode(page, request, captchas);
  await page.getByLabel('Código SMS').fill(await smsCode(request, mobile, 'verde'));
  await signUp(page).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = await page.evaluate(
    () => sessionStorage.getItem('MC_SESSION_INFO') ?? localStorage.getItem('MC_SESSION_INFO'),
  );
  expect(JSON.parse(session!)).toMatchObject({ merchantCode: 'verde', type: 0 });
  await expectNoPasswordStored(page, [NEW_PASSWORD]);
});

test('lumen: captcha and a required invitation code; a bad link code says so', async ({ page, request }) => {
  const captchas = trackCaptchas(page);
  await page.goto('/m/register?merchant=lumen&code=BADLINK1');
  await expect(page.getByLabel('Código de convite', { exact: true })).toHaveValue('BADLINK1');
  await page.getByLabel('Nome de utilizador').fill('lumen_newbie');
  await page.getByLabel('Número de telemóvel').fill('9170001122');
  await page.getByLabel('Palavra-passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar palavra-passe').fill(NEW_PASSWORD);
  // The captcha is required.
  await signUp(page).click();
  await expect(page.getByText('Introduza o código de verificação.')).toBeVisible();
  await page.getByLabel('Código de verificação').fill(await nextCaptchaAnswer(page, request, captchas));
  await signUp(page).click();
  await expect(page.getByText('A ligação de indicação não é válida.')).toBeVisible();
  await expect(page.getByLabel('Código de convite', { exact: true })).toBeFocused();
  // The invitation code is required here.
  await page.getByLabel('Código de convite', { exact: true }).fill('');
  await signUp(page).click();
  await expect(page.getByText('Código de convite inválido.')).toBeVisible();
  await page.getByLabel('Código de convite', { exact: true }).fill('LUMEMBER');
  const before = captchas.id;
  await page.getByLabel('Código de verificação').fill(await captchaAnswer(request, before));
  await signUp(page).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expectNoPasswordStored(page, [NEW_PASSWORD]);
});
