// The PNG app icons are committed renderings of each merchant's icon.svg (themes/build/icons.mjs):
// this fails when an icon.svg changed and its PNGs were not rendered again.
import { describe, expect, it } from 'vitest';
import { merchants } from '../themes.config.ts';

const svgs = import.meta.glob<string>('../*/icon.svg', { query: '?inline', import: 'default', eager: true });
const pngs = import.meta.glob<string>('../*/icon-{192,512}.png', {
  query: '?inline',
  import: 'default',
  eager: true,
});

async function pixels(url: string, size: number): Promise<Uint8ClampedArray> {
  const img = new Image();
  img.src = url;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(img, 0, 0, size, size);
  return ctx.getImageData(0, 0, size, size).data;
}

describe('merchant PNG icons match their icon.svg', () => {
  for (const { code } of merchants) {
    for (const size of [192, 512]) {
      it(`${code}: icon-${size}.png`, async () => {
        const svg = svgs[`../${code}/icon.svg`];
        const png = pngs[`../${code}/icon-${size}.png`];
        expect(svg && png, `themes/${code}: icon.svg and icon-${size}.png`).toBeTruthy();
        const [a, b] = await Promise.all([pixels(svg!, size), pixels(png!, size)]);
        let diff = 0;
        for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
        const meanDifference = diff / a.length;
        // Anti-aliasing differs by a level or two; a changed drawing differs by far more.
        expect(meanDifference, `run: npx node themes/build/icons.mjs ${code}`).toBeLessThan(2);
      });
    }
  }
});
