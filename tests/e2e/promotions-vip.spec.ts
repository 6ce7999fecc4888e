// The VIP club, VIP benefits and invite friends end to end against the simulator: a visitor opens
// /m/vip, goes through its sections with the club's own navigation, reads a whole text and goes
// back; a member sees their level and progress on /m/member/benefits as the platform counts them,
// and comes back to them from the club page; a visitor opening benefits or invite friends is sent
// to log in and comes back after logging in; a member copies and shares the invite link; the
// platform's refusals (an agent, referral off) are said on the page.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  apiLogin,
  expectRoute,
  patchMerchant,
  PASSWORD,
  reset,
  useMerchant,
  useSession,
  type Grant,
} from './shell-support';

test.beforeEach(async ({ request }) => {
  await reset(request);
});

/** A member call straight to the platform: what the page must show. */
async function platformValue<T>(request: APIRequestContext, path: string, grant: Grant): Promise<T> {
  const res = await request.get(path, {
    headers: { Authorization: `Bearer ${grant.token}`, 'X-Merchant-Code': 'aurum' },
  });
  return ((await res.json()) as { value: T }).value;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secções do Clube VIP' });
const money = (n: number) =>
  `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a visitor opens the VIP club, goes through its sections, reads a whole text and goes back', async ({
  page,
}) => {
  await useMerchant(page, 'aurum');
  await page.goto('/m/vip');
  await expectRoute(page, 'vip');
  // The page's own top bar: back, the title, home and the three sections.
  await expect(page.getByRole('heading', { level: 1, name: 'Clube VIP' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/m/home');
  const levels = nav(page).getByRole('link', { name: 'Níveis VIP' });
  const bonus = nav(page).getByRole('link', { name: 'Bónus VIP exclusivo' });
  const benefits = nav(page).getByRole('link', { name: 'Descrição dos benefícios' });
  await expect(levels).toHaveAttribute('aria-current', 'location');

  // 15 level cards and 15 bonus pictures; the first ones loaded from the platform.
  await expect(page.getByTestId('vip-level-card')).toHaveCount(15);
  await expect(page.getByTestId('vip-bonus-card')).toHaveCount(15);
  const firstBadge = page.getByTestId('vip-level-card').first().locator('img');
  await expect(firstBadge).toHaveAttribute('data-loaded', 'true');
  expect(await firstBadge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('vip-guest')).toBeVisible();

  // The section links scroll the page and mark the section being read.
  const barBottom = async () => (await nav(page).boundingBox())!.y + (await nav(page).boundingBox())!.height;
  await bonus.click();
  await expect(bonus).toHaveAttribute('aria-current', 'location');
  await expect(levels).not.toHaveAttribute('aria-current', 'location');
  await expect
    .poll(async () =>
      Math.round((await page.getByTestId('vip-bonus').boundingBox())!.y - (await barBottom())),
    )
    .toBe(0);
  await expect(page.getByTestId('vip-bonus-card').first()).toBeInViewport();
  await benefits.click();
  await expect(benefits).toHaveAttribute('aria-current', 'location');
  await expect(page.getByTestId('vip-benefit-list')).toBeInViewport();
  // The bar stays on screen, so the way home and back is always there.
  await expect(nav(page)).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeInViewport();

  // Scrolling by hand moves the mark too.
  await page.getByTestId('vip-levels').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(levels).toHaveAttribute('aria-current', 'location');

  // A long text is cut with 'read all', which opens it whole.
  await page.getByTestId('vip-levels').getByRole('button', { name: 'Ler tudo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Níveis VIP' });
  await expect(dialog).toContainText('90 dias');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Back: nothing behind this page in the app, so home.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a member sees their level and the progress to the next on the benefits page, as the platform counts them', async ({
  page,
  request,
}) => {
  const grant = await apiLogin(request, 'demo_member');
  const platform = await platformValue<{
    current: { level: number; name: string; dailyWithdrawLimit: number };
    next: { level: number; name: string; depositRequired: number; betRequired: number };
    depositProgress: number;
    betProgress: number;
  }>(request, '/wps/vip/benefits', grant);
  await useSession(page, grant);
  await page.goto('/m/member/benefits');
  await expectRoute(page, 'benefits');

  await expect(page.getByTestId('vip-current')).toContainText(
    `VIP ${platform.current.level} · ${platform.current.name}`,
  );
  await expect(page.getByTestId('vip-current')).toContainText('VIP 7 · Gold I');
  await expect(
    page.getByRole('heading', { name: `Progresso para VIP ${platform.next.level} · ${platform.next.name}` }),
  ).toBeVisible();
  const deposits = page.getByRole('progressbar', { name: 'Depósitos' });
  await expect(deposits).toHaveAttribute('aria-valuenow', String(platform.depositProgress));
  await expect(deposits).toHaveAttribute('aria-valuemax', String(platform.next.depositRequired));
  await expect(page.getByTestId('vip-progress-deposit')).toContainText(
    `${money(platform.depositProgress)} / ${money(platform.next.depositRequired)}`,
  );
  await expect(page.getByTestId('vip-progress-deposit')).toContainText(
    `Faltam ${money(platform.next.depositRequired - platform.depositProgress)}`,
  );
  const bets = page.getByRole('progressbar', { name: 'Apostas válidas' });
  await expect(bets).toHaveAttribute('aria-valuenow', String(platform.betProgress));
  await expect(bets).toHaveAttribute('aria-valuemax', String(platform.next.betRequired));
  await expect(page.getByTestId('vip-benefit-dailyWithdrawLimit')).toHaveText(
    `${platform.current.dailyWithdrawLimit} por dia`,
  );

  // Every level is on the club page, the member's marked; back returns to the benefits.
  await page.getByRole('link', { name: 'Ver todos os níveis do Clube VIP' }).click();
  await expectRoute(page, 'vip');
  await expect(page.getByTestId('vip-own-name')).toHaveText('VIP 7 · Gold I');
  const own = page.locator('[data-testid="vip-level-card"][aria-current="true"]');
  await expect(own).toHaveAttribute('data-level', '7');
  await expect(own).toBeInViewport();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expectRoute(page, 'benefits');
});

for (const [name, path, shows] of [
  ['benefits', '/m/member/benefits', 'vip-current'],
  ['inviteFriends', '/m/inviteFriends', 'invite-card'],
] as const) {
  test(`a visitor opening ${path} logs in and comes back to it`, async ({ page }) => {
    await useMerchant(page, 'aurum');
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/m/login\\?redirect=${encodeURIComponent(path)}$`));
    await page.getByLabel('Nome de utilizador').fill('demo_member');
    await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectRoute(page, name);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId(shows)).toBeVisible();
  });
}

test('a member copies the invite link and the code, shares the link, and sees their friends', async ({
  page,
  context,
  request,
}) => {
  const grant = await apiLogin(request, 'demo_member');
  const platform = await platformValue<{
    code: string;
    link: string;
    invitedCount: number;
    qualifiedCount: number;
    records: { userName: string; qualified: boolean }[];
  }>(request, '/wps/invite/info', grant);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The phone's share sheet, recorded.
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = shared;
    Object.defineProperty(navigator, 'share', {
      value: async (data: unknown) => {
        shared.push(data);
      },
      configurable: true,
    });
  });
  await useSession(page, grant);
  await page.goto('/m/inviteFriends');
  await expectRoute(page, 'inviteFriends');

  const link = page.getByTestId('invite-link');
  await expect(link).toContainText(platform.link);
  await link.getByRole('button', { name: 'Copiar' }).click();
  await expect(link.getByRole('button', { name: 'Copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(platform.link);
  const code = page.getByTestId('invite-code');
  await code.getByRole('button', { name: 'Copiar' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(platform.code);

  await page.getByRole('button', { name: 'Partilhar convite' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
    .toEqual([
      {
        title: 'Junte-se a mim',
        text: `Registe-se com o meu código de convite ${platform.code} e ganhe bónus.`,
        url: platform.link,
      },
    ]);
  await expect(page.getByRole('img', { name: 'Código QR do link de convite' })).toHaveAttribute(
    'data-qr-value',
    platform.link,
  );

  await expect(page.getByTestId('invite-count')).toHaveText(String(platform.invitedCount));
  await expect(page.getByTestId('invite-qualified')).toHaveText(String(platform.qualifiedCount));
  const friends = page.getByTestId('invite-friend');
  await expect(friends).toHaveCount(platform.records.length);
  await expect(friends.first()).toContainText(platform.records[0]!.userName);
});

test('without the Web Share API, Share copies the link and says so', async ({ page, context, request }) => {
  const grant = await apiLogin(request, 'demo_member');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await useSession(page, grant);
  await page.goto('/m/inviteFriends');
  await page.getByRole('button', { name: 'Partilhar convite' }).click();
  await expect(
    page.getByText('Link de convite copiado. Cole-o numa mensagem para os seus amigos.').first(),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'https://m.aurum.example/m/register?code=AUMEMBER',
  );
});

test('invite friends says why it is not there for an agent (who has no Share tab)', async ({
  page,
  request,
}) => {
  await useSession(page, await apiLogin(request, 'demo_agent'));
  await page.goto('/m/home');
  await expect(page.locator('[data-shell-nav]').getByText('Partilhar')).toHaveCount(0);
  await page.goto('/m/inviteFriends');
  await expect(page.getByTestId('invite-unavailable')).toHaveAttribute('data-reason', 'agent');
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible();
});

test('invite friends says it is not available when the merchant has referral off', async ({
  page,
  request,
}) => {
  expect((await patchMerchant(request, 'aurum', { settings: { referralEnabled: false } })).ok()).toBe(true);
  await useSession(page, await apiLogin(request, 'demo_member'));
  await page.goto('/m/inviteFriends');
  await expect(page.getByTestId('invite-unavailable')).toHaveAttribute('data-reason', 'referralOff');
  await expect(page.getByText('O programa de convites não está disponível de momento.')).toBeVisible();
});
