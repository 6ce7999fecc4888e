// Free play: a trial account (type 4) is created, its name kept as trialName, and member actions
// are refused with free_reject.
import { expect, test } from './fixtures';
import { resetSimulator } from './accounts-support';

const FREE_REJECT = 'Esta função não está disponível para contas de demonstração.';
const ACTUAL_ACCOUNT = 'Por favor, inicie sessão com uma conta real para usar esta função.';

test.beforeEach(async ({ request }) => {
  await resetSimulator(request);
});

test('free play creates a trial account that is refused member actions', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Jogar grátis' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const trialName = await page.evaluate(() => sessionStorage.getItem('trialName'));
  expect(trialName).toMatch(/^trial_\d{6}$/);
  const session = await page.evaluate(
    () => sessionStorage.getItem('MC_SESSION_INFO') ?? localStorage.getItem('MC_SESSION_INFO'),
  );
  expect(JSON.parse(session!)).toMatchObject({ userName: trialName, type: 4 });

  // Real-account pages refuse a trial member (free_reject) and offer registration.
  await page.goto('/m/voucherCenter');
  // free_reject, and SPEC §6 'Please login an actual account to use this function'.
  await expect(page.getByText(FREE_REJECT)).toBeVisible();
  await expect(page.getByText(ACTUAL_ACCOUNT)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registar agora' })).toBeVisible();
  // So does changing a password.
  await page.goto('/m/changePsw');
  await expect(page.getByText(FREE_REJECT)).toBeVisible();
  await page.getByRole('link', { name: 'Registar agora' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
});
