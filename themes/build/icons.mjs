// Renders a merchant's icon.svg to the PNG app icons the web app manifest and iOS need
// (icon-192.png, icon-512.png, apple-touch-icon.png at 180 px), next to the SVG in themes/<code>/.
// Run it after adding or changing a merchant icon:  npx node themes/build/icons.mjs <code> [...]
// (no argument: every merchant). The PNGs are committed assets, like the SVG they come from.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { merchants } from '../themes.config.ts';

export const PNG_ICONS = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'apple-touch-icon.png', size: 180 },
];

const themesDir = fileURLToPath(new URL('../', import.meta.url));
const codes = process.argv.slice(2).length ? process.argv.slice(2) : merchants.map((m) => m.code);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const code of codes) {
    const svg = readFileSync(`${themesDir}${code}/icon.svg`, 'utf8');
    for (const { file, size } of PNG_ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      await page.setContent(
        `<html><body style="margin:0"><img style="display:block;width:${size}px;height:${size}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
      );
      await page.locator('img').evaluate((img) => img.decode());
      writeFileSync(`${themesDir}${code}/${file}`, await page.screenshot({ type: 'png' }));
      await page.close();
      console.log(`icons: themes/${code}/${file}`);
    }
  }
} finally {
  await browser.close();
}
