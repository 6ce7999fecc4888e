import { describe, expect, it } from 'vitest';
import { checkNavigation, frameUrl, linkUrl, scriptUrl } from './urls';

const ORIGIN = 'https://lobby.example';

/** Script URLs in the forms seen in the wild: schemes, whitespace, case, encodings, relative tricks. */
const PAYLOADS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(document.domain)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001 javascript:alert(1)',
  'javascript&#58;alert(1)',
  'javascript%3Aalert(1)',
  '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/javascript,alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'blob:https://lobby.example/1234',
  'file:///etc/passwd',
  'about:blank',
  '//evil.example/x',
  '\\\\evil.example/x',
  '/\\evil.example/x',
  '\\/evil.example/x',
  '/m/../',
  '/m/../wps/session',
  '/m/%2e%2e/wps/session',
  '/m/%2E%2E/__sim/reset',
  '/m/./home',
  'https:evil.example',
  'https:/evil.example',
  'https:///evil.example',
  'http:\\\\evil.example',
  'ftp://evil.example/x',
  'm/home',
  '',
  '   ',
];

describe('checkNavigation', () => {
  it.each(PAYLOADS)('refuses %j', (payload) => {
    expect(checkNavigation(payload, ORIGIN)).toBeNull();
    expect(linkUrl(payload, ORIGIN)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const v of [null, undefined, 1, {}, ['/m/home']]) expect(checkNavigation(v, ORIGIN)).toBeNull();
  });

  it('sends app paths through the router, keeping query and hash', () => {
    expect(checkNavigation('/m/activity', ORIGIN)).toEqual({ kind: 'app', path: '/m/activity' });
    expect(checkNavigation('/m/vip?tab=2#top', ORIGIN)).toEqual({ kind: 'app', path: '/m/vip?tab=2#top' });
    expect(checkNavigation(`${ORIGIN}/m/home`, ORIGIN)).toEqual({ kind: 'app', path: '/m/home' });
    expect(checkNavigation('  /m/home\n', ORIGIN)).toEqual({ kind: 'app', path: '/m/home' });
  });

  it('loads other http(s) addresses as pages', () => {
    expect(checkNavigation('/sim/chat?ticket=a%20b', ORIGIN)).toEqual({
      kind: 'web',
      href: `${ORIGIN}/sim/chat?ticket=a%20b`,
    });
    expect(checkNavigation('https://t.me/lobby', ORIGIN)).toEqual({
      kind: 'web',
      href: 'https://t.me/lobby',
    });
    expect(checkNavigation('HTTP://Example.com/a', ORIGIN)).toEqual({
      kind: 'web',
      href: 'http://example.com/a',
    });
  });

  it('gives links the path or the address', () => {
    expect(linkUrl('/m/promo', ORIGIN)).toBe('/m/promo');
    expect(linkUrl('https://apps.example/app.apk', ORIGIN)).toBe('https://apps.example/app.apk');
  });
});

describe('frameUrl', () => {
  it.each(PAYLOADS)('refuses %j', (payload) => {
    expect(frameUrl(payload, ORIGIN)).toBeNull();
  });

  it('frames http(s) games on any origin and the platform’s own pages', () => {
    expect(frameUrl('/sim/game/play?ticket=1', ORIGIN)).toBe(`${ORIGIN}/sim/game/play?ticket=1`);
    expect(frameUrl('https://games.vendor.example/launch?t=1', ORIGIN)).toBe(
      'https://games.vendor.example/launch?t=1',
    );
  });
});

describe('scriptUrl', () => {
  it.each(PAYLOADS)('refuses %j', (payload) => {
    expect(scriptUrl(payload, ORIGIN, [])).toBeNull();
  });

  it('loads scripts from the app’s origin and the allowed origins only', () => {
    const allowed = ['https://connect.facebook.net'];
    expect(scriptUrl('/sim/oauth/standin/facebook.js', ORIGIN, allowed)).toBe(
      `${ORIGIN}/sim/oauth/standin/facebook.js`,
    );
    expect(scriptUrl('https://connect.facebook.net/en_US/sdk.js', ORIGIN, allowed)).toBe(
      'https://connect.facebook.net/en_US/sdk.js',
    );
    expect(scriptUrl('https://evil.example/sdk.js', ORIGIN, allowed)).toBeNull();
    expect(scriptUrl('http://connect.facebook.net/en_US/sdk.js', ORIGIN, allowed)).toBeNull();
    expect(scriptUrl('https://connect.facebook.net.evil.example/sdk.js', ORIGIN, allowed)).toBeNull();
    expect(scriptUrl('https://user@connect.facebook.net/sdk.js', ORIGIN, allowed)).toBeNull();
  });
});
