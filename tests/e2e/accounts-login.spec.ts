// Login by username and by SMS code, the captcha after a flagged failure, remembered login and
// logout, against the production build and the simulator.
import { expect, sim, test } from './fixtures';
import {
  DEMO_MOBILE,
  PASSWORD,
  captchaAnswer,
  nextCaptchaAnswer,
  expectNoPasswordStored,
  requestSmsCode,
  resetSimulator,
  smsCode,
  trackCaptchas,
} from './accounts-support';

test.beforeEach(async ({ request }) => {
  await resetSimulator(request);
});

test('logs in as demo_member by username, remembers only the username, logs out', async ({ page }) => {
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/session/login')) logins.push(r.method());
  });
  await page.goto('/m/login?merchant=aurum');
  await page.getByLabel('Nome de utilizador').fill('demo_member');
  await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).dblclick(); // a double tap logs in once
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(logins).toEqual(['POST']);
  const remembered = await page.evaluate(() => localStorage.getItem('MC_REMEMBERED_LOGIN'));
  expect(JSON.parse(remembered!)).toEqual({
    last: 'username',
    entries: { username: { type: 'username', username: 'demo_member', countryDialingCode: '+351' } },
  });
  const session = JSON.parse(
    (await page.evaluate(
      () => sessionStorage.getItem('MC_SESSION_INFO') ?? localStorage.getItem('MC_SESSION_INFO'),
    ))!,
  );
  expect(session).toMatchObject({ userName: 'demo_member', type: 0, merchantCode: 'aurum' });
  // Without 'stay signed in' the token lives in this tab's sessionStorage only.
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
  await expectNoPasswordStored(page, [PASSWORD]);

  // Logout (the shell's confirmation), then the login screen offers the remembered username.
  await page.goto('/m/set');
  await page.getByRole('button', { name: 'Terminar sessão' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByText('Tem a certeza de que quer terminar a sessão?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Terminar sessão' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(
    await page.evaluate(
      () => sessionStorage.getItem('MC_SESSION_INFO') ?? localStorage.getItem('MC_SESSION_INFO'),
    ),
  ).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  await expect(page.getByLabel('Nome de utilizador')).toHaveValue('demo_member');
  await expect(page.getByLabel('Palavra-passe', { exact: true })).toHaveValue('');
  await expectNoPasswordStored(page, [PASSWORD]);
});

test('shows the login rule messages and sends nothing for an empty form', async ({ page }) => {
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/session/login')) logins.push(r.url());
  });
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('O formato da conta não está correto.')).toBeVisible();
  await expect(page.getByText('O formato da palavra-passe não está correto.')).toBeVisible();
  await expect(page.getByLabel('Nome de utilizador')).toBeFocused();
  expect(logins).toEqual([]);
});

test('the captcha appears only after a failure flagged with captcha, and then logs in', async ({
  page,
  request,
}) => {
  const captchas = trackCaptchas(page);
  await page.goto('/m/login');
  await page.getByLabel('Nome de utilizador').fill('demo_member');
  const password = page.getByLabel('Palavra-passe', { exact: true });
  const captchaField = page.getByLabel('Código de verificação');
  for (let i = 1; i <= 3; i++) {
    await password.fill(`wrong-${i}x`);
    await expect(captchaField).toHaveCount(0);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Nome de utilizador ou palavra-passe incorretos.')).toBeVisible();
  }
  // The third failure carries the captcha flag.
  await expect(captchaField).toBeVisible();
  await expect.poll(() => captchas.id).not.toBe('');
  // A required, digits-only answer; a wrong one gets a new image.
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Introduza o código de verificação.')).toBeVisible();
  const first = captchas.id;
  await captchaField.fill('000000');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Código de verificação incorreto.')).toBeVisible();
  await expect.poll(() => captchas.id).not.toBe(first);
  // Tapping the image refreshes it.
  const second = captchas.id;
  await page.getByRole('button', { name: 'Imagem de verificação; toque para trocar' }).click();
  await expect.poll(() => captchas.id).not.toBe(second);
  await captchaField.fill(await nextCaptchaAnswer(page, request, captchas));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expectNoPasswordStored(page, [PASSWORD, 'wrong-1x', 'wrong-2x', 'wrong-3x']);
});

test('repeated failures slow down as the platform dictates, with a clear message', async ({
  page,
  request,
}) => {
  const captchas = trackCaptchas(page);
  await page.goto('/m/login');
  await page.getByLabel('Nome de utilizador').fill('demo_member');
  const slowed = page.getByText(/^Demasiadas tentativas\. Tente novamente dentro de \d+ segundos?\.$/);
  let spent = '';
  for (let attempt = 1; attempt <= 10 && !(await slowed.isVisible()); attempt++) {
    await page.getByLabel('Palavra-passe', { exact: true }).fill(`wrong-${attempt}x`);
    const captcha = page.getByLabel('Código de verificação');
    if (await captcha.isVisible()) {
      // Each attempt spends the captcha; wait for the fresh one the failure loads.
      await expect.poll(() => captchas.id).not.toBe(spent);
      spent = captchas.id;
      await captcha.fill(await captchaAnswer(request, spent));
    }
    const answered = page.waitForResponse((r) => r.url().includes('/wps/session/login'));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await answered;
  }
  await expect(slowed).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('logs in by SMS code (code read through the control API) and remembers the method', async ({
  page,
  request,
}) => {
  const captchas = trackCaptchas(page);
  await page.goto('/m/login?merchant=aurum');
  await page.getByRole('tab', { name: 'SMS' }).click();
  // The number is checked before any SMS is requested.
  await page.getByRole('button', { name: 'Obter código' }).click();
  await expect(page.getByText('Número de telemóvel inválido.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Número de telemóvel').fill(DEMO_MOBILE.aurum);
  await requestSmsCode(page, request, captchas);
  // The button cools down, and stays so after a reload.
  await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeVisible();
  const code = await smsCode(request, DEMO_MOBILE.aurum, 'aurum');
  await page.getByLabel('Código SMS').fill(code);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const remembered = JSON.parse((await page.evaluate(() => localStorage.getItem('MC_REMEMBERED_LOGIN')))!);
  expect(remembered.last).toBe('sms');
  expect(remembered.entries.sms).toEqual({
    type: 'sms',
    username: DEMO_MOBILE.aurum,
    countryDialingCode: '+351',
  });
});

test('the SMS cooldown survives a reload', async ({ page, request }) => {
  const captchas = trackCaptchas(page);
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'SMS' }).click();
  await page.getByLabel('Número de telemóvel').fill(DEMO_MOBILE.aurum);
  await requestSmsCode(page, request, captchas);
  await page.reload();
  await page.getByRole('tab', { name: 'SMS' }).click();
  const button = page.getByRole('button', { name: /^\d+ s$/ });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-disabled', 'true');
});

test('a wrong SMS code is reported on its field', async ({ page, request }) => {
  const captchas = trackCaptchas(page);
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'SMS' }).click();
  await page.getByLabel('Número de telemóvel').fill(DEMO_MOBILE.aurum);
  await requestSmsCode(page, request, captchas);
  const code = await smsCode(request, DEMO_MOBILE.aurum, 'aurum');
  await page.getByLabel('Código SMS').fill(code === '111111' ? '222222' : '111111');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Código de verificação incorreto.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('the SMS tab is absent where the merchant has SMS login off (lumen), and goes back to ?redirect', async ({
  page,
  request,
}) => {
  const captchas = trackCaptchas(page);
  await page.goto('/m/login?merchant=lumen&redirect=%2Fm%2Fvip');
  await expect(page.getByRole('tab')).toHaveCount(0);
  // lumen asks for the captcha from the start (its captcha setting is on).
  await expect(page.getByLabel('Código de verificação')).toBeVisible();
  await page.getByLabel('Nome de utilizador').fill('demo_member');
  await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Código de verificação').fill(await nextCaptchaAnswer(page, request, captchas));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/m\/vip$/);
});

test('a member whose session the platform has expired who opens the login page signs in there', async ({
  page,
  request,
}) => {
  await page.goto('/m/login?merchant=aurum');
  await page.getByLabel('Nome de utilizador').fill('demo_member');
  await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // A day later on the platform; the device still holds the session.
  await sim(request, 'post', '/__sim/clock/advance', { hours: 25 });
  await page.goto('/m/login');
  // The page's first calls are refused as expired, before or after the login page has drawn (and
  // sent the member it believed signed in on): either way it ends on the login page.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(page.getByRole('heading', { name: 'Iniciar sessão', level: 1 })).toBeVisible();
  await page.getByLabel('Nome de utilizador').fill('demo_member');
  await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Signed in: the header shows the balance.
  await expect(page.getByRole('banner').getByRole('button', { name: /¥/ })).toBeVisible();
});
