// Raster pictures the simulator serves as a real platform's CDN would, never as SVG: game icons and
// wide banners. An SVG in an <img> costs the browser a whole isolated document (frame, style, layout,
// paint) per picture on the page's main thread: with thousands of icons the 10,000-game benchmark
// measured the simulator's icons instead of the app (about 75% of the main thread while scrolling,
// and garbage collection growing with every icon ever shown), and the home carousel's SVG banners, with
// their text laid out, were a task of their own each on a cold load. Game icons are a diagonal
// gradient and a motif; banners a gradient, two discs and their title in a small font of capitals.
// Both are coloured from their key and deterministic, so screenshots never change.
import { crc32, deflateSync } from 'node:zlib';
import { hashString } from './prng.ts';
import { lines } from './svg.ts';

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

/**
 * Encodes 8-bit RGB pixels (width × height × 3 bytes, rows top to bottom) as a PNG. Each row takes
 * the filter (None, Sub or Up) whose bytes sum smallest as signed deltas, the usual encoder's rule:
 * Up for rows like the one above (a horizontal gradient), Sub along a row that changes slowly.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  const candidates = [0, 1, 2].map(() => Buffer.alloc(stride));
  for (let y = 0; y < height; y++) {
    const at = y * stride;
    let best = 0;
    let bestCost = Infinity;
    candidates.forEach((out, filter) => {
      let cost = 0;
      for (let x = 0; x < stride; x++) {
        const v = rgb[at + x]!;
        const left = x >= 3 ? rgb[at + x - 3]! : 0;
        const up = y > 0 ? rgb[at - stride + x]! : 0;
        const d = (v - (filter === 1 ? left : filter === 2 ? up : 0)) & 0xff;
        out[x] = d;
        cost += d < 128 ? d : 256 - d;
      }
      if (cost < bestCost) [best, bestCost] = [filter, cost];
    });
    raw[y * (stride + 1)] = best;
    candidates[best]!.copy(raw, y * (stride + 1) + 1);
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

/** A picture made once and remembered by `id` (a lobby asks for the same icons again and again). */
function cached(id: string, make: () => Buffer): Buffer {
  let png = cache.get(id);
  if (!png) {
    png = make();
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(id, png);
  }
  return png;
}

/** `tilePng`, remembered. */
export function cachedTilePng(key: string, size = 200): Buffer {
  return cached(`${key}@${size}`, () => tilePng(key, size));
}

/**
 * Capital letters, digits and the punctuation of the seeded titles, 5 × 7 pixels each (rows top to
 * bottom, `#` on). Accented letters are these with a mark drawn above (or the cedilla below).
 */
const GLYPHS: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '####. ....# ....# .###. ....# ....# ####.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '.###. #.... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ....# .###.',
  ' ': '..... ..... ..... ..... ..... ..... .....',
  '!': '..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..',
  '%': '##..# ##..# ...#. ..#.. .#... #..## #..##',
  '-': '..... ..... ..... .###. ..... ..... .....',
  '.': '..... ..... ..... ..... ..... .##.. .##..',
  ',': '..... ..... ..... ..... .##.. ..#.. .#...',
  ':': '..... .##.. .##.. ..... .##.. .##.. .....',
  "'": '..#.. ..#.. .#... ..... ..... ..... .....',
  '?': '.###. #...# ....# ...#. ..#.. ..... ..#..',
  '+': '..... ..#.. ..#.. ##### ..#.. ..#.. .....',
  '/': '....# ....# ...#. ..#.. .#... #.... #....',
  '&': '.##.. #..#. #.#.. .#... #.#.# #..#. .##.#',
  $: '..#.. .#### #.#.. .###. ..#.# ####. ..#..',
  '#': '.#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.',
  '(': '...#. ..#.. .#... .#... .#... ..#.. ...#.',
  ')': '.#... ..#.. ...#. ...#. ...#. ..#.. .#...',
};
/** Combining marks (Unicode NFD) drawn in the two rows above a capital, or, for the cedilla, below it. */
const MARKS: Record<string, string> = {
  '\u0301': '...#. ..#..', // acute
  '\u0300': '.#... ..#..', // grave
  '\u0302': '..#.. .#.#.', // circumflex
  '\u0303': '.##.# #.##.', // tilde
  '\u0308': '..... .#.#.', // diaeresis
  '\u0327': '..#.. .##..', // cedilla
};
/** A glyph cell in font pixels: two rows of marks, seven of capital, two below; six wide with the gap. */
const CELL = { width: 6, above: 2, height: 7, below: 2 };

/** Each letter of `text` in capitals, split (Unicode NFD) into its base and its combining marks. */
function* letters(text: string): Generator<{ letter: string; base: string; marks: string[] }> {
  for (const letter of text.toUpperCase()) {
    const [base = '', ...marks] = [...letter.normalize('NFD')];
    yield { letter, base, marks };
  }
}

/** The letters of `text` the banner font cannot draw (other scripts), once each. */
export function undrawable(text: string): string[] {
  const out = new Set<string>();
  for (const { letter, base, marks } of letters(text))
    if (!GLYPHS[base] || marks.some((m) => !MARKS[m])) out.add(letter);
  return [...out];
}

/** The font pixels of `text` in capitals: [x, y] with y from the top of the marks' rows. */
function textPixels(text: string): Array<[number, number]> {
  const pixels: Array<[number, number]> = [];
  let x = 0;
  for (const { base, marks } of letters(text)) {
    const glyph = GLYPHS[base];
    // Letters outside the font (another script) are left out rather than drawn as boxes.
    if (!glyph) continue;
    const put = (rows: string, top: number) =>
      rows.split(' ').forEach((row, dy) => {
        for (let dx = 0; dx < row.length; dx++) if (row[dx] === '#') pixels.push([x + dx, top + dy]);
      });
    put(glyph, CELL.above);
    for (const mark of marks) {
      const rows = MARKS[mark];
      if (rows) put(rows, mark === '\u0327' ? CELL.above + CELL.height : 0);
    }
    x += CELL.width;
  }
  return pixels;
}

/**
 * A wide banner for `key` (home carousel, promotion covers and banners), as a merchant's CDN serves
 * one: a raster picture with its title in it. A horizontal two-colour gradient, two soft discs on the
 * right, the title in capitals (one or two lines, a shadow under it) and an optional subtitle.
 */
export function bannerPng(key: string, title: string, subtitle = '', width = 750, height = 300): Buffer {
  const h = hashString(key);
  const hue = h % 360;
  const from = hslToRgb(hue, 75, 30);
  const to = hslToRgb(hue + 70, 80, 48);
  const disc = hslToRgb(hue + 30, 90, 70);
  const rgb = new Uint8Array(width * height * 3);
  const blend = (x: number, y: number, colour: Rgb, alpha: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    for (let c = 0; c < 3; c++) rgb[i + c] = Math.round(rgb[i + c]! * (1 - alpha) + colour[c]! * alpha);
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const t = x / (width - 1);
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) rgb[i + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
  const circle = (cx: number, cy: number, r: number, colour: Rgb, alpha: number) => {
    for (let y = Math.floor(cy - r); y <= cy + r; y++)
      for (let x = Math.floor(cx - r); x <= cx + r; x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) blend(x, y, colour, alpha);
  };
  circle(width - 120, height / 2, height / 2.6, disc, 0.35);
  circle(width - 60, height / 4, height / 8, [255, 255, 255], 0.2);
  const white: Rgb = [255, 255, 255];
  const shadow: Rgb = [0, 0, 0];
  const write = (text: string, left: number, top: number, scale: number) => {
    const pixels = textPixels(text);
    // The shadow first, half a font pixel down and right, then the letters over it.
    for (const [colour, alpha, offset] of [
      [shadow, 0.35, Math.max(1, Math.round(scale / 2))],
      [white, 1, 0],
    ] as const) {
      for (const [px, py] of pixels)
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx <= scale; dx++)
            blend(left + px * scale + dx + offset, top + py * scale + dy + offset, colour, alpha);
    }
  };
  // The title about as large as a 38 px bold face, wrapped to the banner's width (two lines at most).
  const scale = Math.max(2, Math.round(height / 60));
  const perLine = Math.floor((width - 80) / (CELL.width * scale));
  const titleLines = lines(title, perLine, 2);
  const lineHeight = (CELL.above + CELL.height + CELL.below) * scale;
  const top = Math.round(height / 2 - (titleLines.length * lineHeight) / 2);
  titleLines.forEach((line, i) => write(line, 40, top + i * lineHeight, scale));
  if (subtitle) write(subtitle, 40, height - 32 - (CELL.above + CELL.height) * (scale - 1), scale - 1);
  return encodePng(width, height, rgb);
}

/** `bannerPng`, remembered (its title is part of the key: a renamed banner is a new picture). */
export function cachedBannerPng(
  key: string,
  title: string,
  subtitle = '',
  width = 750,
  height = 300,
): Buffer {
  return cached(`${key}@${width}x${height}:${title}:${subtitle}`, () =>
    bannerPng(key, title, subtitle, width, height),
  );
}
