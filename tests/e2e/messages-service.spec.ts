// /m/service end to end: in each merchant the page lists the merchant's own customer service links
// (decrypted from its settings), each a checked address opening in a new tab with no handle on the
// app; live chat shows only where CBS3 is on and not for a trial account; the way back is there.
import { expect, sim, test } from './fixtures';
import { apiLogin, apiTrial, useMerchant, useSession } from './shell-support';

const FIRST_LOAD = { timeout: 20_000 };

test.beforeEach(async ({ request }) => {
  await sim(request, 'post', '/__sim/reset');
});

for (const merchant of ['aurum', 'verde', 'lumen']) {
  test(`${merchant}: the service page shows the merchant's entries, each opening safely outside`, async ({
    page,
  }) => {
    await useMerchant(page, merchant);
    await page.goto('/m/service');
    const list = page.getByTestId('service-list');
    const whatsapp = list.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/3519${merchant.length}0000000`, FIRST_LOAD);
    const cs = list.getByRole('link', { name: /Apoio ao cliente/ });
    await expect(cs).toHaveAttribute('href', new RegExp(`/sim/cs/${merchant}$`));
    for (const link of await list.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
    }
    // The e-mail entry (type '1') is not a link the app shows.
    await expect(list.getByRole('link', { name: /mail/i })).toHaveCount(0);
    // Live chat only where CBS3 is on (verde has it off); a guest's tap leads to login.
    await expect(list.getByRole('button', { name: /Chat ao vivo/ })).toHaveCount(
      merchant === 'verde' ? 0 : 1,
    );
    // The header's way back is always there.
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
  });
}

test('live chat is offered to a member where CBS3 is on, not on verde, and not to a trial account', async ({
  page,
  request,
}) => {
  await useSession(page, await apiLogin(request, 'demo_member', 'aurum'), 'aurum');
  await page.goto('/m/service');
  await expect(page.getByTestId('service-list').getByRole('button', { name: /Chat ao vivo/ })).toBeVisible(
    FIRST_LOAD,
  );

  const verde = await page.context().newPage();
  await useSession(verde, await apiLogin(request, 'demo_member', 'verde'), 'verde');
  await verde.goto('/m/service');
  await expect(verde.getByTestId('service-list').getByRole('link', { name: /WhatsApp/ })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(verde.getByRole('button', { name: /Chat ao vivo/ })).toHaveCount(0);
  await verde.close();
});

test('a trial account sees the service links but no live chat', async ({ page, request }) => {
  await useSession(page, await apiTrial(request, 'aurum'), 'aurum');
  await page.goto('/m/service');
  await expect(page.getByTestId('service-list').getByRole('link', { name: /WhatsApp/ })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByRole('button', { name: /Chat ao vivo/ })).toHaveCount(0);
});
