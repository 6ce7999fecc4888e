// Raster game icons: the lobby lists thousands of games, and a real platform's CDN serves them as
// PNG or WebP, never as SVG. An SVG in an <img> costs the browser a whole isolated document (frame,
// style, layout, paint) per picture, and with thousands of them the 10,000-game benchmark measured
// the simulator's icons instead of the app (about 75% of the main thread while scrolling, and
// garbage collection growing with every icon ever shown). So game icons are small PNGs: a diagonal
// gradient and a motif, coloured from the game's key, deterministic so screenshots never change.
import { crc32, deflateSync } from 'node:zlib';
import { hashString } from './prng.ts';

type Rgb = readonly [number, number, number];

/** CSS-style HSL (h in degrees, s and l in %) to 8-bit RGB. */
export function hslToRgb(h: number, s: number, l: number): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + (((h % 360) + 360) % 360) / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Encodes 8-bit RGB pixels (width × height × 3 bytes, rows top to bottom) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  // Filter 'Up' (2) on every row but the first: a gradient then compresses to almost nothing.
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    raw[row] = y === 0 ? 0 : 2;
    for (let x = 0; x < stride; x++) {
      const v = rgb[y * stride + x]!;
      raw[row + 1 + x] = y === 0 ? v : (v - rgb[(y - 1) * stride + x]!) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether (u, v), both in 0..1 of the motif's box, is inside motif `kind`. */
function inMotif(kind: number, u: number, v: number): boolean {
  const dx = u - 0.5;
  const dy = v - 0.5;
  switch (kind) {
    case 0: // disc
      return dx * dx + dy * dy <= 0.25;
    case 1: // diamond
      return Math.abs(dx) + Math.abs(dy) <= 0.5;
    case 2: // triangle
      return v >= 0.1 && Math.abs(dx) <= (v - 0.1) * 0.55;
    default: {
      // ring
      const r = dx * dx + dy * dy;
      return r <= 0.25 && r >= 0.11;
    }
  }
}

/**
 * A square tile for `key` (e.g. `game-10001`): a diagonal two-colour gradient with a lighter motif
 * in the middle (clear of the corners, where tiles put the favourite star and the "new" badge), the
 * colours and motif chosen by the key's hash.
 */
export function tilePng(key: string, size = 200): Buffer {
  const h = hashString(key);
  const hue = h % 360;
  const from = hslToRgb(hue, 70, 42);
  const to = hslToRgb(hue + 50, 75, 24);
  const accent = hslToRgb(hue + 40 + (h % 4) * 20, 80, 70);
  const kind = (h >>> 9) % 4;
  const box = { x: size * 0.3, y: size * 0.3, s: size * 0.4 };
  const rgb = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1));
      let r = from[0] + (to[0] - from[0]) * t;
      let g = from[1] + (to[1] - from[1]) * t;
      let b = from[2] + (to[2] - from[2]) * t;
      const u = (x - box.x) / box.s;
      const v = (y - box.y) / box.s;
      if (u >= 0 && u <= 1 && v >= 0 && v <= 1 && inMotif(kind, u, v)) {
        // The motif at half opacity over the gradient.
        r = (r + accent[0]) / 2;
        g = (g + accent[1]) / 2;
        b = (b + accent[2]) / 2;
      }
      const i = (y * size + x) * 3;
      rgb[i] = Math.round(r);
      rgb[i + 1] = Math.round(g);
      rgb[i + 2] = Math.round(b);
    }
  }
  return encodePng(size, size, rgb);
}

const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 4000;

/** `tilePng`, remembered (a lobby asks for the same icons again and again). */
export function cachedTilePng(key: string, size = 200): Buffer {
  const id = `${key}@${size}`;
  let png = cache.get(id);
  if (!png) {
    png = tilePng(key, size);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(id, png);
  }
  return png;
}
