/**
 * Deterministic pictures for stories and tests: inline SVG data URLs (no network, no randomness).
 * Colours here are sample artwork, not theme colours.
 */
export function sampleArt(text: string, hue = 210, width = 300, height = 300): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 30%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="54%" text-anchor="middle" font-family="sans-serif" font-weight="700" ` +
    `font-size="${Math.round(Math.min(width, height) / 6)}" fill="white">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A source that always fails to decode. */
export const brokenImage = 'data:image/png;base64,broken';
