// The response headers the app must be served with, built from app/security/config.ts and the
// hashes of the build's inline scripts. The build writes them to dist/security-headers.json; the
// `npm start` server sends them (simulator/headers.ts) and a merchant's CDN must send the same
// (README, "Security").
import { securityConfig, TRUSTED_TYPES_POLICY, type SecurityConfig } from './config.ts';

export interface SecurityHeaders {
  /** Every answer of the app's origin (documents, scripts, styles, images, platform calls). */
  all: Record<string, string>;
  /** Documents only (index.html): the Content Security Policy. */
  document: Record<string, string>;
  /** Platform answers to calls that carry a session token. */
  authenticated: Record<string, string>;
  /** The platform's answer to logout. */
  logout: Record<string, string>;
}

/**
 * Powerful features the app never uses, off for the app and every frame in it. Fullscreen and
 * autoplay stay at their defaults: game frames ask for them with `allow`.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * The Content Security Policy. Scripts: only the inline scripts of index.html by hash, and what they
 * load (`'strict-dynamic'`: the app's chunks, then an allowed SDK through the Trusted Types policy);
 * `'unsafe-inline'` and `https:` are ignored by browsers that understand hashes and only serve older
 * ones. Styles: `'unsafe-inline'` because Radix dialogs insert a `<style>` element (scroll lock)
 * whose content varies, so neither a hash nor a per-response nonce from a static CDN can cover it;
 * style cannot run script, and server HTML has its styles filtered by the sanitiser.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  config: SecurityConfig = securityConfig,
) {
  const list = (...items: readonly string[]) => [...new Set(items)].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      list("'strict-dynamic'", ...scriptHashes.map((h) => `'${h}'`), "'unsafe-inline'", 'https:'),
    ],
    ['style-src', list("'self'", "'unsafe-inline'", ...config.scriptOrigins)],
    ['img-src', list("'self'", 'data:', 'blob:', ...config.imageHosts)],
    ['font-src', list("'self'", 'data:')],
    ['connect-src', list("'self'", ...config.connectHosts, ...config.scriptOrigins)],
    // Games and the lottery come from vendors on any http(s) origin (the URL helper refuses others).
    ['frame-src', list("'self'", 'https:', 'http:')],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', list("'self'", 'data:', 'blob:', ...config.imageHosts)],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', list(...config.frameAncestors)],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', TRUSTED_TYPES_POLICY],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

export function securityHeaders(
  scriptHashes: readonly string[],
  config: SecurityConfig = securityConfig,
): SecurityHeaders {
  return {
    all: {
      'X-Content-Type-Options': 'nosniff',
      // The lottery frame's URL carries the session token: other origins get the origin at most.
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
    },
    document: { 'Content-Security-Policy': contentSecurityPolicy(scriptHashes, config) },
    authenticated: { 'Cache-Control': 'no-store' },
    // The HTTP cache and cookies; not "storage", which would also drop the service worker, the
    // remembered username and the device's merchant, which outlive a session on purpose.
    logout: { 'Clear-Site-Data': '"cache", "cookies"' },
  };
}

/** Where the build writes the headers, relative to the output folder. */
export const SECURITY_HEADERS_FILE = 'security-headers.json';
