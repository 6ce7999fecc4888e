// Generated images: game and vendor icons, promotion covers, banners and VIP badges (captchas: captcha.ts).
// Deterministic for a given key, so screenshots are stable.
import { hashString } from './prng.ts';

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!,
  );
}

const hsl = (h: number, s: number, l: number) => `hsl(${h % 360} ${s}% ${l}%)`;

/** Splits a title into at most `max` lines of about `width` characters. */
export function lines(text: string, width: number, max: number): string[] {
  const words = text.split(/\s+/);
  const out: string[] = [];
  let line = '';
  for (const w of words) {
    if ((line + ' ' + w).trim().length > width && line) {
      out.push(line);
      line = w;
    } else line = (line + ' ' + w).trim();
  }
  if (line) out.push(line);
  return out.slice(0, max);
}

/** A square tile: gradient, a motif and the title. */
export function tileSvg(key: string, title: string, badge = '', size = 200): string {
  const h = hashString(key);
  const hue = h % 360;
  const motif = h % 4;
  const text = lines(title, 12, 3);
  const shapes = [
    `<circle cx="150" cy="50" r="36" fill="${hsl(hue + 40, 80, 70)}" opacity="0.5"/>`,
    `<rect x="120" y="20" width="60" height="60" rx="12" fill="${hsl(hue + 60, 70, 65)}" opacity="0.45" transform="rotate(15 150 50)"/>`,
    `<path d="M150 14 L186 86 L114 86 Z" fill="${hsl(hue + 90, 75, 68)}" opacity="0.5"/>`,
    `<path d="M110 60 Q150 0 190 60 Q150 120 110 60 Z" fill="${hsl(hue + 120, 70, 70)}" opacity="0.45"/>`,
  ];
  const y0 = 130 - (text.length - 1) * 11;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 42)}"/><stop offset="1" stop-color="${hsl(hue + 50, 75, 24)}"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/>${shapes[motif]}
${text.map((l, i) => `<text x="100" y="${y0 + i * 22}" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(l)}</text>`).join('')}
${badge ? `<rect x="12" y="12" width="${badge.length * 9 + 14}" height="22" rx="11" fill="#fff" opacity="0.9"/><text x="19" y="28" font-family="sans-serif" font-size="13" font-weight="700" fill="${hsl(hue, 70, 30)}">${escapeXml(badge)}</text>` : ''}
</svg>`;
}

/** A wide banner (promotion banners, home carousel, covers). */
export function bannerSvg(key: string, title: string, subtitle = '', width = 750, height = 300): string {
  const h = hashString(key);
  const hue = h % 360;
  const text = lines(title, 26, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hsl(hue, 75, 30)}"/><stop offset="1" stop-color="${hsl(hue + 70, 80, 48)}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#b)"/>
<circle cx="${width - 120}" cy="${height / 2}" r="${height / 2.6}" fill="${hsl(hue + 30, 90, 70)}" opacity="0.35"/>
<circle cx="${width - 60}" cy="${height / 4}" r="${height / 8}" fill="#fff" opacity="0.2"/>
${text.map((l, i) => `<text x="40" y="${height / 2 - (text.length - 1) * 22 + i * 44}" font-family="sans-serif" font-size="38" font-weight="800" fill="#fff">${escapeXml(l)}</text>`).join('')}
${subtitle ? `<text x="40" y="${height - 40}" font-family="sans-serif" font-size="22" fill="#fff" opacity="0.9">${escapeXml(subtitle)}</text>` : ''}
</svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
