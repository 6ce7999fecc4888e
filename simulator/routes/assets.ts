// Images the platform serves under /sim/img (generated: PNG for game icons and wide banners, SVG for
// the rest), the image CDN aliases, uploads and download files.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import type { Db } from '../db.ts';
import { tr } from '../platform.ts';
import { vipLevels } from '../seed/content.ts';
import { cachedBannerPng, cachedTilePng, undrawable } from '../png.ts';
import { bannerSvg, tileSvg } from '../svg.ts';

const image = (c: Context, body: string | Uint8Array<ArrayBuffer>, type: string) =>
  c.body(body, 200, {
    'content-type': type,
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
  });
const svg = (c: Context, body: string) => image(c, body, 'image/svg+xml; charset=utf-8');

/**
 * A wide banner as PNG, the form the platform links to: a merchant's CDN serves its banners as
 * raster pictures, and an SVG in an <img> costs the browser an isolated document of its own (parsed,
 * styled, its text laid out and painted on the page's main thread) per picture. The `.svg` form stays
 * for links made before (a promotion's content may name one).
 */
const wide = (
  c: Context,
  ext: string | undefined,
  key: string,
  title: string,
  subtitle = '',
  w = 750,
  h = 300,
) =>
  ext === 'png'
    ? image(c, new Uint8Array(cachedBannerPng(key, title, subtitle, w, h)), 'image/png')
    : ext === 'svg'
      ? svg(c, bannerSvg(key, title, subtitle, w, h))
      : c.notFound();

/**
 * A banner's title in `lang` for its picture: English where the picture's font (Latin capitals) cannot
 * draw the language's title, as a merchant whose artwork exists in fewer languages than its site.
 */
const pictureTitle = (titles: string, lang: string) => {
  const title = tr(titles, lang);
  return undrawable(title).length ? tr(titles, 'EN') : title;
};

const xml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A stable UUID-shaped id from a name, so the same merchant's profile always replaces itself. */
const profileUuid = (name: string) => {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`.toUpperCase();
};

/**
 * The merchant's iOS configuration profile (tip type 1): one full-screen web clip opening the
 * app's home with `webclip=1`, which the app remembers as its WEBCLIP flag, and the test-mode
 * merchant, since every merchant shares this origin here (a merchant's own host needs none).
 */
export function webClipProfile(origin: string, code: string, name: string): string {
  const url = `${origin}/m/home?merchant=${encodeURIComponent(code)}&webclip=1`;
  const id = `sim.${code}.webclip`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      <key>Label</key><string>${xml(name)}</string>
      <key>PayloadDisplayName</key><string>${xml(name)}</string>
      <key>PayloadIdentifier</key><string>${id}.clip</string>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key><string>${profileUuid(`${id}.clip`)}</string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>Precomposed</key><true/>
      <key>URL</key><string>${xml(url)}</string>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>${xml(name)}</string>
  <key>PayloadIdentifier</key><string>${id}</string>
  <key>PayloadRemovalDisallowed</key><false/>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>${profileUuid(id)}</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}

const num = (s: string | undefined) => Number((s ?? '').replace(/\.(svg|png)$/, ''));

export function registerAssets(app: Hono, db: Db, uploadsDir: string): void {
  app.get('/sim/img/game/:file', (c) => {
    const row = db.get<{ names: string; vendor: string }>(
      'SELECT names, vendor FROM games WHERE node_id = ?',
      num(c.req.param('file')),
    );
    if (!row) return c.notFound();
    const size = c.req.query('size') === 'large' ? 400 : 200;
    // The lobby's icons are PNG (see png.ts: an SVG per tile costs the browser a document each);
    // the .svg form stays for links made before.
    if (c.req.param('file').endsWith('.png'))
      return image(c, new Uint8Array(cachedTilePng(`game-${num(c.req.param('file'))}`, size)), 'image/png');
    return svg(c, tileSvg(`game-${c.req.param('file')}`, tr(row.names, 'EN'), row.vendor, size));
  });
  app.get('/sim/img/vendor/:file', (c) => {
    const code = c.req.param('file').replace(/\.svg$/, '');
    const row = db.get<{ name: string }>('SELECT name FROM vendors WHERE code = ?', code);
    if (!row) return c.notFound();
    return svg(c, tileSvg(`vendor-${code}`, row.name));
  });
  app.get('/sim/img/promo/:id/:file', (c) => {
    const row = db.get<{ titles: string; category: string }>(
      'SELECT titles, category FROM promotions WHERE id = ?',
      num(c.req.param('id')),
    );
    if (!row) return c.notFound();
    const title = pictureTitle(row.titles, c.req.query('lang') ?? 'PT');
    const [name, ext] = c.req.param('file').split('.');
    const size = name === 'cover' ? ([690, 320] as const) : name === 'banner' ? ([750, 300] as const) : null;
    if (!size) return c.notFound();
    const key = `promo-${name === 'banner' ? 'b-' : ''}${c.req.param('id')}`;
    return wide(c, ext, key, title, '', ...size);
  });
  app.get('/sim/img/banner/:file', (c) => {
    const row = db.get<{ titles: string; group_name: string }>(
      'SELECT titles, group_name FROM banners WHERE id = ?',
      num(c.req.param('file')),
    );
    if (!row) return c.notFound();
    const [id, ext] = c.req.param('file').split('.');
    const title = pictureTitle(row.titles, c.req.query('lang') ?? 'PT');
    return wide(c, ext, `banner-${id}`, title, row.group_name === 'm_live' ? 'LIVE' : '');
  });
  app.get('/sim/img/vip/bonus/:file', (c) => {
    const l = vipLevels()[num(c.req.param('file')) - 1];
    if (!l) return c.notFound();
    const ext = c.req.param('file').split('.')[1];
    return wide(c, ext, `vip-bonus-${l.level}`, `VIP ${l.level}: +${l.upgradeBonus}`, l.name, 600, 240);
  });
  app.get('/sim/img/vip/:file', (c) => {
    const l = vipLevels()[num(c.req.param('file')) - 1];
    if (!l) return c.notFound();
    return svg(c, tileSvg(`vip-${l.level}`, l.name, `VIP ${l.level}`));
  });
  app.get('/sim/img/mall/:file', (c) => {
    const row = db.get<{ names: string }>(
      'SELECT names FROM mall_items WHERE id = ?',
      num(c.req.param('file')),
    );
    if (!row) return c.notFound();
    return svg(c, tileSvg(`mall-${c.req.param('file')}`, tr(row.names, 'EN')));
  });
  app.get('/sim/img/avatar/:file', (c) => {
    const n = num(c.req.param('file'));
    if (!(n >= 1 && n <= 12)) return c.notFound();
    return svg(c, tileSvg(`avatar-${n}`, String.fromCodePoint(0x1f600 + n)));
  });
  app.get('/sim/img/live/:file', (c) => svg(c, tileSvg(`live-${c.req.param('file')}`, 'LIVE')));
  app.get('/sim/img/channel/:file', (c) =>
    svg(
      c,
      tileSvg(
        `channel-${c.req.param('file')}`,
        c.req
          .param('file')
          .replace(/\.svg$/, '')
          .toUpperCase(),
      ),
    ),
  );
  app.get('/sim/img/brand/:code/:file', (c) => {
    const code = c.req.param('code');
    const row = db.get<{ config: string }>('SELECT config FROM merchants WHERE code = ?', code);
    if (!row) return c.notFound();
    const name = (JSON.parse(row.config) as { name: string }).name;
    if (c.req.param('file') === 'app-icon.svg') return svg(c, tileSvg(`brand-${code}`, name));
    const [file, ext] = c.req.param('file').split('.');
    if (file === 'app-background') return wide(c, ext, `brand-bg-${code}`, name, '', 750, 180);
    return c.notFound();
  });
  // Image CDN aliases: /sim/cdn/<name>/<path> serves /<path>.
  app.get('/sim/cdn/:cdn/*', (c) => {
    const url = new URL(c.req.url);
    const rest = url.pathname.replace(/^\/sim\/cdn\/[^/]+/, '');
    if (!rest.startsWith('/sim/img/')) return c.notFound();
    url.pathname = rest;
    return app.fetch(new Request(url, c.req.raw), c.env);
  });

  app.get('/sim/uploads/:id', (c) => {
    const row = db.get<{ file: string; content_type: string }>(
      'SELECT file, content_type FROM uploads WHERE id = ?',
      c.req.param('id'),
    );
    const path = row ? join(uploadsDir, row.file) : '';
    if (!row || !existsSync(path)) return c.notFound();
    return c.body(readFileSync(path), 200, {
      'content-type': row.content_type,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    });
  });

  const DOWNLOAD_TYPES: Record<string, string> = {
    'app.apk': 'application/vnd.android.package-archive',
    'app.ipa': 'application/octet-stream',
    'app.mobileconfig': 'application/x-apple-aspen-config',
  };
  app.get('/sim/download/:code/:file', (c) => {
    const type = DOWNLOAD_TYPES[c.req.param('file')];
    // The merchant code goes into a header: only a known merchant's (never a line break or a
    // character a header cannot carry).
    const code = c.req.param('code');
    if (!type || !/^[a-z0-9-]{1,32}$/.test(code)) return c.notFound();
    const merchant = db.get<{ config: string }>('SELECT config FROM merchants WHERE code = ?', code);
    if (!merchant) return c.notFound();
    const body =
      c.req.param('file') === 'app.mobileconfig'
        ? webClipProfile(
            new URL(c.req.url).origin,
            code,
            (JSON.parse(merchant.config) as { name: string }).name,
          )
        : `Demo ${c.req.param('file')} for ${code} (simulated download)\n`;
    return c.body(body, 200, {
      'content-type': type,
      'content-disposition': `attachment; filename="${c.req.param('code')}-${c.req.param('file')}"`,
    });
  });
}
