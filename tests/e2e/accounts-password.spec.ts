// Password reset by phone (/m/forget) and change password (/m/changePsw, SPEC §2, §4, §5).
import { expect, test, type Page } from './fixtures';
import {
  DEMO_MOBILE,
  PASSWORD,
  expectNoPasswordStored,
  requestSmsCode,
  resetSimulator,
  smsCode,
  trackCaptchas,
} from './accounts-support';

const NEW_PASSWORD = 'Fresh2026y';

test.beforeEach(async ({ request }) => {
  await resetSimulator(request);
});

async function login(page: Page, password: string) {
  await page.goto('/m/login');
  await page.getByLabel('Nome de utilizador').fill('demo_member');
  await page.getByLabel('Palavra-passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test('resets the password by phone with an SMS code, then logs in with it', async ({ page, request }) => {
  const captchas = trackCaptchas(page);
  await page.goto('/m/login');
  await page.getByRole('link', { name: 'Esqueceu a palavra-passe?' }).click();
  await expect(page).toHaveURL(/\/m\/forget$/);
  await page.getByLabel('Número de telemóvel').fill(DEMO_MOBILE.aurum);
  await requestSmsCode(page, request, captchas);
  await page.getByLabel('Código SMS').fill(await smsCode(request, DEMO_MOBILE.aurum, 'aurum'));
  await page.getByLabel('Nova palavra-passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nova palavra-passe').fill(`${NEW_PASSWORD}z`);
  await page.getByRole('button', { name: 'Redefinir palavra-passe' }).click();
  await expect(page.getByText('A confirmação não coincide com a palavra-passe.')).toBeVisible();
  await page.getByLabel('Confirmar nova palavra-passe').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Redefinir palavra-passe' }).click();
  await expect(page.getByText('Alterações guardadas').first()).toBeVisible();
  await expect(
    page.getByText('A sua palavra-passe foi alterada. Inicie sessão com a nova palavra-passe.'),
  ).toBeVisible();
  await expectNoPasswordStored(page, [NEW_PASSWORD]);
  await login(page, NEW_PASSWORD);
  await expectNoPasswordStored(page, [NEW_PASSWORD, PASSWORD]);
});

test('a number with no account gets a code like any other; only its holder learns there is no account', async ({
  page,
  request,
}) => {
  const captchas = trackCaptchas(page);
  await page.goto('/m/forget');
  await page.getByLabel('Número de telemóvel').fill('912999999');
  // The platform answers the same whether or not the number has an account.
  await requestSmsCode(page, request, captchas);
  await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeVisible(); // cooling down
  await page.getByLabel('Código SMS').fill(await smsCode(request, '912999999', 'aurum'));
  await page.getByLabel('Nova palavra-passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nova palavra-passe').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Redefinir palavra-passe' }).click();
  await expect(page.getByText('O utilizador não existe ou está desativado.')).toBeVisible();
});

test('changes the password: the Confirmation dialog, change saved, home after 1 s', async ({ page }) => {
  await login(page, PASSWORD);
  await page.goto('/m/changePsw');
  await expect(page.getByLabel('Nome de utilizador')).toHaveValue('demo_member');
  await expect(page.getByLabel('Nome de utilizador')).toHaveAttribute('readonly', '');
  const save = page.getByRole('button', { name: 'Guardar' });

  // Confirmation required: 'Enter password'.
  await page.getByLabel('Palavra-passe atual').fill(PASSWORD);
  await page.getByLabel('Nova palavra-passe', { exact: true }).fill(PASSWORD);
  await save.click();
  await expect(page.getByText('Introduza a palavra-passe.')).toBeVisible();

  // New equal to old: the 'Confirmation' dialog.
  await page.getByLabel('Confirmar nova palavra-passe').fill(PASSWORD);
  await save.click();
  let dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('Confirmação')).toBeVisible();
  await expect(
    dialog.getByText('A nova palavra-passe e a palavra-passe antiga não podem ser iguais.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();

  // Confirmation different from the new password: the same dialog, the other message.
  await page.getByLabel('Nova palavra-passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nova palavra-passe').fill(`${NEW_PASSWORD}q`);
  await save.click();
  dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('A palavra-passe de confirmação não coincide.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();

  // A wrong old password is refused on its field; nothing typed is lost.
  await page.getByLabel('Palavra-passe atual').fill('notmine99');
  await page.getByLabel('Confirmar nova palavra-passe').fill(NEW_PASSWORD);
  await save.click();
  await expect(page.getByText('Nome de utilizador ou palavra-passe incorretos.')).toBeVisible();
  await expect(page.getByLabel('Nova palavra-passe', { exact: true })).toHaveValue(NEW_PASSWORD);

  await page.getByLabel('Palavra-passe atual').fill(PASSWORD);
  const changes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/member/password')) changes.push(r.method());
  });
  await save.dblclick();
  await expect(page.getByText('Alterações guardadas').first()).toBeVisible();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 4000 });
  expect(changes).toEqual(['POST']);
  await expectNoPasswordStored(page, [PASSWORD, NEW_PASSWORD, 'notmine99']);

  // The old password no longer works; the new one does.
  await page.goto('/m/set');
  await page.getByRole('button', { name: 'Terminar sessão' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Terminar sessão' })
    .click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Nome de utilizador ou palavra-passe incorretos.')).toBeVisible();
  await page.getByLabel('Palavra-passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a guest on /m/changePsw is asked to log in and comes back', async ({ page }) => {
  await page.goto('/m/changePsw');
  await expect(page.getByText('Inicie sessão para alterar a palavra-passe.')).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sessão' }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FchangePsw$/);
  await page.getByLabel('Nome de utilizador').fill('demo_member');
  await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByLabel('Palavra-passe atual')).toBeVisible();
});
