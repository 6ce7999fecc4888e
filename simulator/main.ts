import { existsSync, readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { join, resolve, extname } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { securityHeaders } from './headers.ts';
import { createPlatformApp } from './server.ts';

/**
 * `npm start`: the platform simulator and the built front end on one origin.
 * The app lives under /m (SPA fallback to index.html); the platform answers /wps, /__sim and /sim.
 */
const port = Number(process.env.PORT ?? 8080);
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const platform = await createPlatformApp({
  dataFile: process.env.SIM_DATA_FILE,
  // The control API and the stand-in social sign-in are on for the demo; SIM_CONTROL=0 turns them off.
  control: !['0', 'off', 'false'].includes(process.env.SIM_CONTROL ?? ''),
  fresh: process.env.SIM_FRESH === '1',
});

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

const host = new Hono();
// Text answers (the app's scripts, styles and HTML, the platform's JSON) travel gzip-compressed
// when the browser accepts it, as any production web server would send them.
host.use(compress());
host.use(securityHeaders(distDir));
host.route('/', platform);
host.get('/', (c) => c.redirect('/m/'));
host.get('/m', (c) => c.redirect('/m/'));
host.get('/m/*', (c) => {
  const rel = decodeURIComponent(new URL(c.req.url).pathname.slice('/m/'.length));
  const file = join(distDir, rel);
  if (rel && !rel.includes('..') && existsSync(file) && extname(file)) {
    const immutable = rel.startsWith('assets/');
    return new Response(readFileSync(file), {
      headers: {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
    });
  }
  // A missing build file (an old page asking for a chunk a newer release replaced) is a plain 404,
  // never the app shell: the app reloads itself on a failed chunk (app/main.tsx).
  if (rel.startsWith('assets/')) return c.text('Not found', 404);
  // Client-side route: every unknown /m path gets the app shell, which resolves it.
  return new Response(readFileSync(join(distDir, 'index.html')), {
    headers: { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' },
  });
});

// The theme studio (studio/, its own build in <dist>/studio/), at /studio on the same origin so its
// preview frames are the app above. Merchants' designers use it; players never load it.
const studioDir = join(distDir, 'studio');
host.get('/studio', (c) => c.redirect(`/studio/${new URL(c.req.url).search}`));
host.get('/studio/*', (c) => {
  const rel = decodeURIComponent(new URL(c.req.url).pathname.slice('/studio/'.length)) || 'index.html';
  const file = join(studioDir, rel);
  if (rel.includes('..') || !existsSync(file) || !extname(file)) {
    if (rel.startsWith('assets/') || !existsSync(join(studioDir, 'index.html')))
      return c.text('Not found', 404);
    return new Response(readFileSync(join(studioDir, 'index.html')), {
      headers: { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' },
    });
  }
  return new Response(readFileSync(file), {
    headers: {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
});

// SIM_TLS_KEY and SIM_TLS_CERT (PEM files): HTTPS with HTTP/2, as a merchant's CDN serves the app, so
// a page's requests share one connection instead of queueing for HTTP/1.1's six (HTTP/1.1 is still
// answered to a client without HTTP/2). `npm run lighthouse` serves this way, with a certificate it
// makes for *.localhost.
const tls =
  process.env.SIM_TLS_KEY && process.env.SIM_TLS_CERT
    ? { key: readFileSync(process.env.SIM_TLS_KEY), cert: readFileSync(process.env.SIM_TLS_CERT) }
    : null;
const server = serve(
  tls
    ? {
        fetch: host.fetch,
        port,
        createServer: createSecureServer,
        serverOptions: { ...tls, allowHTTP1: true },
      }
    : { fetch: host.fetch, port },
  (info) => {
    console.log(`Platform and app at ${tls ? 'https' : 'http'}://localhost:${info.port}/m`);
  },
);
// Idle keep-alive connections stay open longer than clients keep theirs (Node's default is 5 s): a
// client reusing a connection the server is closing at that very moment gets ECONNRESET.
if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;
