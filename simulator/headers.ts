// The security headers `npm start` sends, as a merchant's web server or CDN must: the build writes
// them to dist/security-headers.json (app/security/headers.ts, the CSP with the build's script
// hashes); this middleware adds them to the answers of the app's origin. The app's documents under
// /m get the Content Security Policy; the platform's own pages (/sim: demo games, chat, lottery) do
// not, since they stand for other origins with their own scripts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { SECURITY_HEADERS_FILE, type SecurityHeaders } from '../app/security/headers.ts';

/** The logout call's method and path (contract/calls/auth/logout.ts). */
const LOGOUT = { method: 'DELETE', path: '/wps/session' };

export function securityHeaders(distDir: string): MiddlewareHandler {
  const file = join(distDir, SECURITY_HEADERS_FILE);
  let cached: { mtime: number; headers: SecurityHeaders } | null = null;
  // Read again when a new build replaces the file, so a running server follows `vite build`.
  const read = (): SecurityHeaders | null => {
    if (!existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    if (cached?.mtime !== mtime)
      cached = { mtime, headers: JSON.parse(readFileSync(file, 'utf8')) as SecurityHeaders };
    return cached.headers;
  };
  return async (c, next) => {
    await next();
    const headers = read();
    if (!headers) return;
    const set = (values: Record<string, string>) => {
      for (const [name, value] of Object.entries(values)) c.res.headers.set(name, value);
    };
    set(headers.all);
    const path = c.req.path;
    const html = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    if (html && (path === '/m' || path.startsWith('/m/'))) set(headers.document);
    if (path.startsWith('/wps/') && c.req.header('authorization')) set(headers.authenticated);
    if (c.req.method === LOGOUT.method && path === LOGOUT.path && c.res.ok) set(headers.logout);
  };
}
