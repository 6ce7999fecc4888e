// The one check every URL from the platform passes before the app follows, loads or frames it.
// Platform answers (merchant route targets, chat and game addresses, banner and download links,
// social sign-in SDK addresses) are data a compromised or careless platform controls: a
// `javascript:` or `data:` URL there would run script in the app's origin, next to the session
// token. The checks parse with the browser's own URL parser (so tabs, newlines, case and
// percent-encoding are read exactly as the browser would read them) and accept only:
// - navigation and links: absolute http(s) URLs, or root-relative paths on the app's origin;
// - frames: the same (any origin, http(s) only);
// - scripts: the app's own origin or an origin listed in app/security/config.ts.
// Anything else is refused (null), and the caller shows its usual failure or nothing at all.
import { isAppPath } from '../routes/routeTable';
import { securityConfig } from './config';

/** Where a checked navigation goes: a path inside the app (`/m/…`) or a page outside it. */
export type CheckedNavigation = { kind: 'app'; path: string } | { kind: 'web'; href: string };

const WEB_PROTOCOLS = new Set(['http:', 'https:']);
/** What the URL parser trims from both ends (C0 controls and space). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const ABSOLUTE_WEB = /^https?:\/\/[^/\\]/i;

function currentOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/**
 * Parses a platform URL. Absolute URLs must spell `http://` or `https://` themselves; relative ones
 * must be root paths that are already normal (no `..` or `.` segments, plain or encoded, no
 * backslashes, not protocol-relative `//host`), so what is checked is what is followed.
 */
function parse(raw: unknown, origin: string): URL | null {
  if (typeof raw !== 'string') return null;
  const input = raw.replace(EDGE_CONTROLS, '');
  // eslint-disable-next-line no-control-regex -- tabs and newlines the parser would silently drop
  if (!input || /[\u0000-\u001f\u007f]/.test(input)) return null;
  let url: URL;
  try {
    url = new URL(input, `${origin}/`);
  } catch {
    return null;
  }
  if (!WEB_PROTOCOLS.has(url.protocol)) return null;
  if (ABSOLUTE_WEB.test(input)) return url;
  if (!input.startsWith('/') || input.startsWith('//') || input.includes('\\')) return null;
  const path = input.split(/[?#]/, 1)[0]!;
  if (path !== url.pathname) return null;
  return url;
}

/**
 * A platform URL to follow (a merchant route target, the chat address): an app path under `/m/`
 * goes through the router, any other http(s) URL is a page load; everything else is refused.
 */
export function checkNavigation(raw: unknown, origin = currentOrigin()): CheckedNavigation | null {
  const url = parse(raw, origin);
  if (!url) return null;
  if (url.origin === origin && isAppPath(url.pathname)) {
    return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'web', href: url.href };
}

/** A platform URL for an `<a href>` (banners, download links): the checked address, or undefined. */
export function linkUrl(raw: unknown, origin = currentOrigin()): string | undefined {
  const checked = checkNavigation(raw, origin);
  if (!checked) return undefined;
  return checked.kind === 'app' ? checked.path : checked.href;
}

/** A platform URL for a frame (a game, the lottery): http(s) on any origin, or null. */
export function frameUrl(raw: unknown, origin = currentOrigin()): string | null {
  return parse(raw, origin)?.href ?? null;
}

/**
 * A platform URL for a script (a social sign-in SDK): the app's origin or an allowed origin
 * (https only off the app's origin), or null.
 */
export function scriptUrl(
  raw: unknown,
  origin = currentOrigin(),
  allowed: readonly string[] = securityConfig.scriptOrigins,
): string | null {
  const url = parse(raw, origin);
  if (!url) return null;
  if (url.origin === origin) return url.href;
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  return allowed.includes(url.origin) ? url.href : null;
}
