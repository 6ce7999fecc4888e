// /m/useragreement end to end: the register form's agreement link and the settings lead to the
// merchant's own agreement (from the simulator, in the app's language), in each merchant, and the
// way back returns to where the player was; a failed load offers a retry that works.
import { expect, sim, test } from './fixtures';
import { useMerchant } from './shell-support';

const FIRST_LOAD = { timeout: 20_000 };
const NAMES = { aurum: 'Aurum', verde: 'Verde', lumen: 'Lumen' } as const;

test.beforeEach(async ({ request }) => {
  await sim(request, 'post', '/__sim/reset');
});

for (const [merchant, name] of Object.entries(NAMES)) {
  test(`${merchant}: the register form's agreement link opens the merchant's agreement, and back returns to the form`, async ({
    page,
  }) => {
    await useMerchant(page, merchant);
    await page.goto('/m/register');
    await page.getByRole('link', { name: 'acordo de utilizador' }).click(FIRST_LOAD);
    await expect(page).toHaveURL(/\/m\/useragreement$/);
    const text = page.getByTestId('agreement-text');
    await expect(text.getByRole('heading', { level: 2 })).toHaveText(
      `Acordo de utilizador da ${name}`,
      FIRST_LOAD,
    );
    await expect(text.getByRole('heading', { name: '2. Idade mínima' })).toBeVisible();
    await page
      .getByRole('button', { name: /voltar/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });
}

test('the settings link to the agreement, and a retry after a failed load', async ({ page }) => {
  await useMerchant(page, 'lumen');
  let fail = true;
  await page.route('**/wps/user-agreement*', (route) =>
    fail
      ? route.fulfill({ status: 503, body: '{"success":false,"code":"SERVICE_UNAVAILABLE","message":""}' })
      : route.fallback(),
  );
  await page.goto('/m/set');
  await page.getByTestId('settings-agreement').click(FIRST_LOAD);
  await expect(page).toHaveURL(/\/m\/useragreement$/);
  const error = page.getByTestId('agreement-error');
  await expect(error).toBeVisible(FIRST_LOAD);
  fail = false;
  await error.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByTestId('agreement-text').getByRole('heading', { level: 2 })).toHaveText(
    'Acordo de utilizador da Lumen',
  );
});
