// Shared steps of the lobby end-to-end tests. Each spec file plays in its own merchant (the test-mode
// override), so files running side by side on one simulator do not see each other's favourites.
import { expect, type APIRequestContext, type Page, type Request } from './fixtures';

import { PASSWORD } from './shell-support';

// The demo password and the merchant override are the shell's own steps, shared by every spec.
export { PASSWORD, useMerchant } from './shell-support';

export async function login(page: Page, username = 'demo_member') {
  await page.goto('/m/login');
  await page.locator('input[autocomplete=username]').first().fill(username);
  await page.locator('input[autocomplete=current-password]').first().fill(PASSWORD);
  await page.locator('button[type=submit]').first().click();
  await expect(page).not.toHaveURL(/\/m\/login/);
}

/** The control API, as the merchant. */
export function control(request: APIRequestContext, merchant: string) {
  const headers = { 'X-Merchant-Code': merchant };
  return {
    patchMember: async (username: string, data: Record<string, unknown>) => {
      const res = await request.patch(`/__sim/members/${username}`, { headers, data: { merchant, ...data } });
      expect(res.ok()).toBe(true);
    },
    patchMerchant: async (data: Record<string, unknown>) => {
      const res = await request.patch(`/__sim/merchants/${merchant}`, { headers, data });
      expect(res.ok()).toBe(true);
    },
  };
}

/** The query the platform received with a request. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url()).searchParams);
}

/** The category keys of the game centre's menu, in order. */
export async function categoryKeys(page: Page): Promise<string[]> {
  const menu = page.getByTestId('category-menu');
  // Until the lobby's categories have answered, the row holds HOT alone.
  await expect(menu.locator('button').nth(1)).toBeVisible();
  return menu
    .locator('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-key') ?? ''));
}

export async function chooseCategory(page: Page, key: string) {
  await page.getByTestId('category-menu').locator(`button[data-key="${key}"]`).click();
}
