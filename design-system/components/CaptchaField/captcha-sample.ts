// A fixed captcha-like image for stories and tests (deterministic screenshots): four digits on a tinted band.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40"><rect width="100" height="40" fill="#e8eef7"/><path d="M0 28 Q25 8 50 24 T100 16" stroke="#9aa8bd" fill="none"/><text x="50" y="28" font-family="monospace" font-size="22" font-weight="bold" fill="#2a3b5c" text-anchor="middle" letter-spacing="4">4827</text></svg>`;

export const captchaSample = `data:image/svg+xml;base64,${btoa(svg)}`;
