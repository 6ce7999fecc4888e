// The captcha image: the digits drawn as strokes, each digit turned, sheared, scaled and jittered
// at random, the whole line waved, every stroke cut into pieces and shuffled among noise curves of
// the same kind. The SVG holds only <path> elements (no text, no font, no label), so its source says
// nothing about the answer: reading it takes seeing it. Random per call, never cached.
import { randomInt } from 'node:crypto';

type Point = readonly [number, number];

/** Strokes of each digit in a 10 × 16 box (y down), drawn as smooth curves through the points. */
const GLYPHS: Record<string, Point[][]> = {
  '0': [
    [
      [5, 0.5],
      [8.5, 2.5],
      [9.5, 8],
      [8.5, 13.5],
      [5, 16],
      [1.5, 13.5],
      [0.5, 8],
      [1.5, 2.5],
      [5, 0.5],
    ],
  ],
  '1': [
    [
      [2.5, 4],
      [6, 0.5],
      [6, 16],
    ],
  ],
  '2': [
    [
      [1, 4],
      [3.5, 0.8],
      [7.5, 1],
      [9, 4.5],
      [7, 8.5],
      [1, 16],
      [10, 16],
    ],
  ],
  '3': [
    [
      [1, 2.5],
      [5, 0.5],
      [9, 3],
      [8, 6.5],
      [4, 8],
      [8.5, 9.5],
      [9.5, 13],
      [5.5, 16],
      [1, 14],
    ],
  ],
  '4': [
    [
      [7.5, 16],
      [7.5, 0.8],
      [0.8, 11],
      [10, 11],
    ],
  ],
  '5': [
    [
      [9, 1],
      [2.5, 1],
      [1.5, 7],
      [5.5, 6],
      [9, 8.5],
      [9.3, 12.5],
      [6, 16],
      [1, 14.5],
    ],
  ],
  '6': [
    [
      [8.5, 1.5],
      [4.5, 0.8],
      [1.5, 5.5],
      [1, 11.5],
      [3, 15.8],
      [7, 15.8],
      [9.5, 12],
      [8, 8.5],
      [4.5, 8],
      [1.2, 10.5],
    ],
  ],
  '7': [
    [
      [0.8, 1],
      [10, 1],
      [4, 16],
    ],
  ],
  '8': [
    [
      [5, 8],
      [1.8, 5],
      [2.2, 1.5],
      [5, 0.5],
      [8.2, 1.5],
      [8.6, 5],
      [5, 8],
      [1, 11.5],
      [2, 15.5],
      [5, 16],
      [8.5, 15],
      [9.5, 11.5],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9, 6],
      [6, 8.5],
      [2, 7.5],
      [1, 4],
      [3, 1],
      [7, 0.5],
      [9, 3],
      [9, 9],
      [7, 15],
      [2, 15.5],
    ],
  ],
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;

/** A random number in [min, max) with 0.001 steps. */
const rand = (min: number, max: number) => min + (randomInt(0, 1000) / 1000) * (max - min);
const fmt = (n: number) => String(Math.round(n * 10) / 10);

/** A smooth path through the points (Catmull-Rom as cubic Béziers). */
function smoothPath(points: Point[]): string {
  const p = points;
  let d = `M${fmt(p[0]![0])} ${fmt(p[0]![1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i]!;
    const p1 = p[i]!;
    const p2 = p[i + 1]!;
    const p3 = p[i + 2] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${fmt(c1[0])} ${fmt(c1[1])} ${fmt(c2[0])} ${fmt(c2[1])} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  return d;
}

/** More points along each segment, so the wave bends the strokes and not only their ends. */
function densify(points: Point[], steps = 3): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[i + 1]!;
    for (let s = 0; s < steps; s++) out.push([x1 + ((x2 - x1) * s) / steps, y1 + ((y2 - y1) * s) / steps]);
  }
  out.push(points[points.length - 1]!);
  return out;
}

/** Cuts a stroke into two or three overlapping pieces at random points. */
function cut(points: Point[]): Point[][] {
  if (points.length < 6) return [points];
  const pieces: Point[][] = [];
  let start = 0;
  while (start < points.length - 1) {
    const end = Math.min(points.length - 1, start + randomInt(3, Math.max(4, Math.ceil(points.length / 2))));
    pieces.push(points.slice(start, end + 1));
    start = end;
  }
  return pieces;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const ink = () => `hsl(${randomInt(0, 360)} ${randomInt(45, 75)}% ${randomInt(18, 34)}%)`;

/** The captcha for a numeric answer, as an SVG document of paths only. */
export function captchaSvg(answer: string): string {
  const phase = rand(0, Math.PI * 2);
  const amplitude = rand(1.5, 3);
  const wave = ([x, y]: Point): Point => [x, y + amplitude * Math.sin(x / 11 + phase)];
  const paths: string[] = [];
  const cell = (CAPTCHA_WIDTH - 16) / Math.max(1, answer.length);
  [...answer].forEach((digit, i) => {
    const glyph = GLYPHS[digit];
    if (!glyph) return;
    const scale = rand(1.45, 1.75);
    const angle = rand(-0.35, 0.35);
    const shear = rand(-0.3, 0.3);
    const cx = 8 + cell * i + cell / 2 + rand(-2, 2);
    const cy = CAPTCHA_HEIGHT / 2 + rand(-2.5, 2.5);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const place = ([gx, gy]: Point): Point => {
      // Around the glyph's centre: jitter, shear, scale, turn, then to its cell.
      const x0 = gx - 5 + rand(-0.45, 0.45) + shear * (gy - 8);
      const y0 = gy - 8 + rand(-0.45, 0.45);
      const x = x0 * scale;
      const y = y0 * scale;
      return wave([cx + x * cos - y * sin, cy + x * sin + y * cos]);
    };
    for (const stroke of glyph)
      for (const piece of cut(densify(stroke)))
        paths.push(
          `<path d="${smoothPath(piece.map(place))}" fill="none" stroke="${ink()}" stroke-width="${fmt(rand(2.1, 2.8))}" stroke-linecap="round" stroke-linejoin="round"/>`,
        );
  });
  // Noise of the same kind: long thin curves across the digits and short strokes like theirs.
  for (let i = 0; i < 3; i++) {
    const points: Point[] = Array.from({ length: 4 }, (_, k) => [
      (CAPTCHA_WIDTH / 3) * k + rand(-6, 6),
      rand(4, CAPTCHA_HEIGHT - 4),
    ]);
    paths.push(
      `<path d="${smoothPath(densify(points).map(wave))}" fill="none" stroke="${ink()}" stroke-width="${fmt(rand(0.9, 1.4))}" stroke-linecap="round"/>`,
    );
  }
  for (let i = 0; i < 7; i++) {
    const x = rand(2, CAPTCHA_WIDTH - 12);
    const y = rand(3, CAPTCHA_HEIGHT - 10);
    const points: Point[] = [
      [x, y],
      [x + rand(-4, 8), y + rand(2, 7)],
      [x + rand(0, 10), y + rand(-3, 8)],
    ];
    paths.push(
      `<path d="${smoothPath(points)}" fill="none" stroke="${ink()}" stroke-width="${fmt(rand(0.8, 1.3))}" stroke-linecap="round"/>`,
    );
  }
  const speckle = Array.from(
    { length: 40 },
    () =>
      `M${fmt(rand(0, CAPTCHA_WIDTH))} ${fmt(rand(0, CAPTCHA_HEIGHT))}h${fmt(rand(0.6, 1.6))}v${fmt(rand(0.6, 1.6))}z`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><path d="M0 0h${CAPTCHA_WIDTH}v${CAPTCHA_HEIGHT}H0z" fill="hsl(${randomInt(0, 360)} 30% 94%)"/><path d="${speckle}" fill="#777"/>${shuffle(paths).join('')}</svg>`;
}
