// Promotions end to end against the simulator: a guest browses and is sent to log in to apply; a
// member applies with a remark and two images and the platform stored exactly that; an oversized
// image and a fourth image are refused with their messages; the seeded promotion whose HTML carries
// script, handler and javascript: payloads renders its text without running any of them.
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from './fixtures';
import { apiLogin, reset, useMerchant, useSession, type Grant } from './shell-support';

const APPLY_ID = 1001;
const PLANTED_ID = 1100;

/** A real PNG of w×h pixels of one colour (the picker decodes what it accepts). */
function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const image = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(24, 16, rgb),
});

async function rewards(request: APIRequestContext, grant: Grant) {
  const res = await request.get('/wps/reward/center?pageSize=50', {
    headers: { Authorization: `Bearer ${grant.token}`, 'X-Merchant-Code': 'aurum' },
  });
  const json = (await res.json()) as {
    value: { content: { promotionId: number; status: string; remarks: string; pictures: string[] }[] };
  };
  return json.value.content;
}

test.beforeEach(async ({ request }) => {
  await reset(request);
});

test('a guest browses promotions by category and is sent to log in to apply', async ({ page }) => {
  await useMerchant(page, 'aurum');
  await page.goto('/m/activity');
  const cards = page.getByTestId('promo-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThan(20);
  // A category shows only its own promotions.
  await page.getByTestId('promo-cat-fish_promo').click();
  await expect(cards).toHaveCount(2);
  await page.getByTestId('promo-cat-all').click();
  await expect(cards).toHaveCount(all);
  // Guests see no member state; the detail asks them to log in and brings them back.
  await expect(page.getByTestId('promo-state')).toHaveCount(0);
  await page.goto(`/m/activityDetail?id=${APPLY_ID}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Bónus de boas-vindas 100%' })).toBeVisible();
  await page.getByTestId('promo-action').click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).search)).toContain(`/m/activityDetail?id=${APPLY_ID}`);
  // The application form itself sends a guest back to the promotions.
  await page.goto(`/m/applyReward?id=${APPLY_ID}`);
  await expect(page).toHaveURL(/\/m\/activity$/);
});

test('a member applies with a remark and two images, sees Applying, and the platform stored exactly that', async ({
  page,
  request,
}) => {
  const grant = await apiLogin(request, 'demo_member');
  await useSession(page, grant);
  const uploads: string[] = [];
  const applies: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/promotion/reward/image')) uploads.push(r.url());
    else if (r.url().endsWith('/wps/promotion/reward')) applies.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.goto(`/m/activityDetail?id=${APPLY_ID}`);
  await expect(page.getByTestId('promo-detail')).toHaveAttribute('data-state', 'JOIN');
  await page.getByTestId('promo-action').click();
  await expect(page).toHaveURL(new RegExp(`/m/applyReward\\?id=${APPLY_ID}$`));

  const submit = page.getByTestId('apply-submit');
  // Both a remark and an image are required for this promotion.
  await expect(submit).toBeDisabled();
  const remark = 'Depósito de 500 no dia 3, comprovativo em anexo';
  await page.getByLabel('Observação').fill(remark);
  await expect(page.getByText(`${remark.length}/140`)).toBeVisible();
  await expect(submit).toBeDisabled();
  const first = image('comprovativo-1.png', [200, 40, 40]);
  const second = image('comprovativo-2.png', [40, 200, 40]);
  await page.locator('input[type=file][name=pictures]').setInputFiles([first, second]);
  await expect(page.getByRole('img', { name: 'Imagem 2' })).toBeVisible();
  await expect(submit).toBeEnabled();
  // A double tap sends one application.
  await submit.dblclick();
  await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${APPLY_ID}$`));
  await expect(page.getByTestId('promo-state')).toHaveText('A aguardar');
  expect(uploads).toHaveLength(2);
  expect(applies).toHaveLength(1);
  expect(applies[0]).toMatch(/.{16,}/);

  const stored = (await rewards(request, grant)).filter((r) => r.promotionId === APPLY_ID);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ status: 'APPLYING', remarks: remark });
  expect(stored[0]!.pictures).toHaveLength(2);
  const bodies = await Promise.all(
    stored[0]!.pictures.map(async (url) => Buffer.from(await (await request.get(url)).body())),
  );
  expect(bodies.map((b) => b.length).sort()).toEqual([first.buffer.length, second.buffer.length].sort());
  expect(bodies.some((b) => b.equals(first.buffer))).toBe(true);
  expect(bodies.some((b) => b.equals(second.buffer))).toBe(true);
  // The list shows the same state.
  await page.goto(`/m/activity?${APPLY_ID}`);
  await expect(page.locator(`[data-promotion-id="${APPLY_ID}"]`).getByTestId('promo-state')).toHaveText(
    'A aguardar',
  );
});

test('an oversized image and a fourth image are refused with their messages; a failed send keeps the form', async ({
  page,
  request,
}) => {
  await useSession(page, await apiLogin(request, 'demo_member'));
  await page.goto(`/m/applyReward?id=${APPLY_ID}`);
  const input = page.locator('input[type=file][name=pictures]');
  await expect(page.getByTestId('apply-form')).toBeVisible();
  const big = png(24, 16, [1, 2, 3]);
  await input.setInputFiles({
    name: 'grande.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([big, Buffer.alloc(5_242_880 - big.length + 1)]),
  });
  await expect(page.getByText('Cada imagem pode ter no máximo 5 MB.')).toBeVisible();
  await input.setInputFiles({
    name: 'doc.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByText('Só são aceites imagens JPG, JPEG ou PNG.')).toBeVisible();
  await input.setInputFiles([
    image('a.png', [10, 10, 200]),
    image('b.png', [10, 200, 10]),
    image('c.png', [200, 10, 10]),
    image('d.png', [90, 90, 90]),
  ]);
  await expect(page.getByText('Pode enviar no máximo 3 imagens.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Imagem \d$/ })).toHaveCount(3);
  // Removing one leaves two.
  await page.getByRole('button', { name: 'Remover a imagem 3' }).click();
  await expect(page.getByRole('img', { name: /^Imagem \d$/ })).toHaveCount(2);

  // The platform fails the send: the remark and the images stay, and the retry goes through.
  await page.getByLabel('Observação').fill('Segunda tentativa');
  let failNext = true;
  await page.route('**/wps/promotion/reward', async (route) => {
    if (failNext) {
      failNext = false;
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          code: 'PROMOTION_UNAVAILABLE',
          message: 'err_promotion_unavailable',
        }),
      });
    } else await route.continue();
  });
  await page.getByTestId('apply-submit').click();
  await expect(page.getByTestId('apply-failed')).toBeVisible();
  await expect(page.getByLabel('Observação')).toHaveValue('Segunda tentativa');
  await expect(page.getByRole('img', { name: /^Imagem \d$/ })).toHaveCount(2);
  await page.getByTestId('apply-submit').click();
  await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${APPLY_ID}$`));
  await expect(page.getByTestId('promo-state')).toHaveText('A aguardar');
});

test('promotion HTML with script, handler and javascript: payloads renders without running them', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await useMerchant(page, 'verde');
  await page.goto(`/m/activityDetail?id=${PLANTED_ID}`);
  const content = page.getByTestId('promo-content');
  const text = content.getByText('Deposite e ganhe bónus todos os dias.');
  await expect(text).toBeVisible();
  await expect(content.locator('script, iframe, svg, [onerror], [onclick], [onmouseover]')).toHaveCount(0);
  await expect(content.locator('[href^="javascript:" i], [src^="javascript:" i]')).toHaveCount(0);
  await text.hover();
  await text.click();
  // The javascript: link keeps its text but no address; tapping it goes nowhere.
  const terms = content.locator('a', { hasText: 'Termos' });
  await expect(terms).toHaveCount(1);
  await expect(terms).not.toHaveAttribute('href', /.*/);
  await terms.click();
  const rules = content.getByRole('link', { name: 'Regras' });
  await expect(rules).toHaveAttribute('target', '_blank');
  await expect(rules).toHaveAttribute('rel', /noopener/);
  expect(await page.evaluate(() => (window as { __promoPlanted?: unknown }).__promoPlanted)).toBeUndefined();
  expect(errors).toEqual([]);
  // An app link inside the promotion stays in the app.
  await content.getByRole('link', { name: 'Ver promoções' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(page.getByTestId('promo-card').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __promoPlanted?: unknown }).__promoPlanted)).toBeUndefined();
});
