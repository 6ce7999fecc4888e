import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bannerPng, encodePng, hslToRgb, tilePng, undrawable } from '../png.ts';
import { seedBanners, seedPromotions, vipLevels } from '../seed/content.ts';

/** Reads a PNG written by encodePng back into its size and RGB pixels. */
function decode(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  let at = 8;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const len = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + len));
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    expect([0, 1, 2]).toContain(filter);
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= 3 ? out[y * stride + x - 3]! : 0;
      const up = y > 0 ? out[(y - 1) * stride + x]! : 0;
      out[y * stride + x] = (v + (filter === 1 ? left : filter === 2 ? up : 0)) & 0xff;
    }
  }
  return { width, height, pixels: out };
}

describe('PNG icons', () => {
  it('converts CSS HSL to RGB', () => {
    expect(hslToRgb(0, 100, 50)).toEqual([255, 0, 0]);
    expect(hslToRgb(120, 100, 25)).toEqual([0, 128, 0]);
    expect(hslToRgb(600, 0, 100)).toEqual([255, 255, 255]);
  });

  it('encodes pixels losslessly', () => {
    const pixels = Uint8Array.from({ length: 4 * 3 * 3 }, (_, i) => (i * 37) % 256);
    const back = decode(encodePng(4, 3, pixels));
    expect([back.width, back.height]).toEqual([4, 3]);
    expect([...back.pixels]).toEqual([...pixels]);
  });

  it('draws the same small tile for a key every time, and different tiles for different keys', () => {
    const a = tilePng('game-10001');
    expect(tilePng('game-10001').equals(a)).toBe(true);
    expect(tilePng('game-10002').equals(a)).toBe(false);
    expect(decode(a).width).toBe(200);
    expect(decode(tilePng('game-10001', 400)).height).toBe(400);
    // A gradient compresses well: a 200 px icon is a few kilobytes, not 120 kB of pixels.
    expect(a.length).toBeLessThan(12_000);
  });

  it('draws a banner with its title: the same picture for a key and title, another for another title', () => {
    const a = bannerPng('banner-1', 'Bónus de boas-vindas 100%');
    expect(bannerPng('banner-1', 'Bónus de boas-vindas 100%').equals(a)).toBe(true);
    const { width, height, pixels } = decode(a);
    expect([width, height]).toEqual([750, 300]);
    const untitled = decode(bannerPng('banner-1', '')).pixels;
    const changed = pixels.filter((v, i) => v !== untitled[i]).length;
    // The title's white letters cover a real part of the picture, not a stray pixel.
    expect(changed).toBeGreaterThan(3 * 2000);
    expect(bannerPng('banner-1', 'Torneio PG Soft').equals(a)).toBe(false);
    expect(decode(bannerPng('promo-1001', 'x', '', 690, 320)).width).toBe(690);
    // Much smaller than its raw pixels (675 kB), as a CDN's banner would be.
    expect(a.length).toBeLessThan(20_000);
  });

  it('has a letter for every letter of the seeded banner, promotion and VIP titles', () => {
    const titles = [
      ...seedBanners().flatMap((b) => Object.values(b.titles)),
      ...seedPromotions().flatMap((p) => Object.values(p.titles)),
      ...vipLevels().map((l) => l.name),
    ].filter((t) => !/[\u0E00-\u0E7F\u4E00-\u9FFF]/.test(t));
    expect(titles.length).toBeGreaterThan(20);
    expect(titles.flatMap(undrawable)).toEqual([]);
  });
});
