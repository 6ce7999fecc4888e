import { expect, test } from './fixtures';

test('the app shell renders at /m through React and lands on home', async ({ page }) => {
  await page.goto('/m');
  await expect(page.locator('#root')).not.toBeEmpty();
  // /m and the other home aliases are replaced by the canonical /m/home (app/routes/routeTable.ts).
  await expect(page).toHaveURL(/\/m\/home$/);
});
