import { readFileSync } from 'node:fs';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  backAction,
  headerKind,
  homeAliases,
  isAppPath,
  landingScreens,
  pathTo,
  routeNameOf,
  routeOf,
  routeTable,
  showsBottomNav,
  showsShellHeader,
  splashTable,
} from './routeTable';
import { labels } from '../screens/accounts/messages';
import { locales } from '../i18n/locales';

const names = routeTable.map((r) => r.name);
const paths = routeTable.flatMap((r) => r.paths);

describe('route table (SPEC §2)', () => {
  it('has every route of the spec under /m', () => {
    for (const p of [
      '/m/login',
      '/m/register',
      '/m/register.html',
      '/m/forget',
      '/m/home',
      '/m/member/home',
      '/m/voucherCenter',
      '/m/withdraw',
      '/m/gameRecord',
      '/m/transaction/record',
      '/m/profitandloss',
      '/m/rewardCenter',
      '/m/mall/mallHome',
      '/m/securityCenter',
      '/m/activity',
      '/m/activityDetail',
      '/m/activity/signIn',
      '/m/applyReward',
      '/m/member/benefits',
      '/m/vip',
      '/m/notice',
      '/m/message',
      '/m/webEmail',
      '/m/changePsw',
      '/m/lottery',
      '/m/startLottery',
      '/m/gameList',
      '/m/game',
      '/m/launchGame',
      '/m/lotto-h5/:mui/:playType/games/:gameId',
      '/m/inviteFriends',
      '/m/slotsCenter',
      '/m/gameCenter',
      '/m/trail',
      '/m/set',
      '/m/app',
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
    ])
      expect(paths).toContain(p);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('hides the header exactly on login, register, forget, message, app, gameList, lottery and vip', () => {
    expect(names.filter((n) => !showsShellHeader(n, true)).sort()).toEqual(
      ['login', 'register', 'forget', 'message', 'app', 'gameList', 'lottery', 'vip'].sort(),
    );
  });

  it('gives a page whose own top bar is not built yet the shell header, so it always has a way back', () => {
    // The VIP club draws its own top nav (SPEC: home link, section links); until it exists the
    // shell's back header stands in.
    expect(showsShellHeader('vip', false)).toBe(true);
    expect(showsShellHeader('vip', true)).toBe(false);
    for (const n of names) expect(showsShellHeader(n, false)).toBe(true);
  });

  it('hides the bottom menu exactly where the spec says', () => {
    expect(names.filter((n) => !showsBottomNav(n)).sort()).toEqual(
      [
        'login',
        'register',
        'slotsCenter',
        'gameList',
        'lottery',
        'forget',
        'changePsw',
        'app',
        'notice',
        'activity',
        'vip',
      ].sort(),
    );
  });

  it('shows the logo on home and a back arrow elsewhere', () => {
    expect(headerKind('home')).toBe('logo');
    expect(headerKind('withdraw')).toBe('back');
  });

  it('sends back home from login, register, trail, notice and forget; replaces from the message centre', () => {
    for (const n of ['login', 'register', 'trail', 'notice', 'forget'])
      expect(backAction(n)).toEqual({ kind: 'home', replace: false });
    expect(backAction('message')).toEqual({ kind: 'home', replace: true });
    expect(backAction('withdraw')).toEqual({ kind: 'history' });
  });

  it('builds typed paths with query and path parameters', () => {
    expect(pathTo('home')).toBe('/m/home');
    expect(pathTo('gameList', { type: 'hot', gameType: undefined })).toBe('/m/gameList?type=hot');
    expect(pathTo('login', { redirect: '/m/vip?x=1' })).toBe('/m/login?redirect=%2Fm%2Fvip%3Fx%3D1');
    expect(pathTo('lotto', { token: 't' }, { mui: 'a b', playType: 'ent', gameId: '7' })).toBe(
      '/m/lotto-h5/a%20b/ent/games/7?token=t',
    );
    for (const r of routeTable)
      if (!r.paths[0]!.includes(':')) expect(routeNameOf(pathTo(r.name))).toBe(r.name);
    expect(isAppPath('/m/vip')).toBe(true);
    expect(isAppPath('//evil.example/m/')).toBe(false);
    expect(isAppPath('https://evil.example/m/vip')).toBe(false);
  });

  it('sends a signed-in member away from the login page', () => {
    expect(routeTable.find((r) => r.name === 'login')?.access).toBe('guest');
  });

  it('guards the pages guests may not open', () => {
    const access = Object.fromEntries(routeTable.map((r) => [r.name, r.access]));
    for (const n of [
      'voucherCenter',
      'withdraw',
      'benefits',
      'signIn',
      'launchGame',
      'lotto',
      'webEmail',
      'inviteFriends',
    ])
      expect(access[n]).not.toBe('public');
    for (const n of ['home', 'register', 'activity', 'message', 'gameList']) expect(access[n]).toBe('public');
    // Trial accounts are refused the inbox (SPEC §6) and money movements.
    for (const n of ['webEmail', 'voucherCenter', 'withdraw', 'inviteFriends'])
      expect(access[n]).toBe('real');
  });
});

describe('routeOf', () => {
  // What React Router's matchPath says, route by route in table order.
  const byMatchPath = (pathname: string) =>
    routeTable.find((r) => r.paths.some((path) => matchPath({ path, end: true }, pathname)));

  it('finds the route React Router would, for every path and its variants', () => {
    const tried = paths.flatMap((p) => {
      const concrete = p.replace(/:[^/]+/g, 'x1');
      return [
        concrete,
        `${concrete}/`,
        `${concrete}//`,
        concrete.toUpperCase(),
        `${concrete}/more`,
        `${concrete}x`,
      ];
    });
    tried.push('/', '/m', '/m/', '/m/nowhere', '/m/lotto-h5/a/b/games/7', '/m/lotto-h5/a/b/games', '');
    for (const pathname of tried) expect(routeOf(pathname)?.name, pathname).toBe(byMatchPath(pathname)?.name);
    expect(routeOf('/m/LOGIN/')?.name).toBe('login');
  });
});

describe('splashTable', () => {
  const table = splashTable();
  const catalogues = Object.fromEntries(
    locales.map((locale) => [
      locale,
      JSON.parse(readFileSync(`app/i18n/compiled/${locale}.json`, 'utf8')) as Record<string, unknown>,
    ]),
  );

  it('gives every path without parameters a shape, keyed as index.html looks it up', () => {
    for (const path of paths.filter((p) => !p.includes(':')))
      expect(table[path.toLowerCase()], path).toBeDefined();
    expect(Object.keys(table).every((key) => key === key.toLowerCase() && !key.endsWith('/'))).toBe(true);
    expect(table['/m/home']).toEqual(['home']);
    expect(table['/m/gamelist']).toEqual(['grid']);
    expect(table['/m/notice']).toEqual(['page', 'title_notice']);
    // An 'own' top bar works its title out itself: no title in its splash.
    expect(table['/m/message']).toEqual(['page']);
  });

  it('is looked up by index.html as the app finds its route, whatever the case or trailing slash', () => {
    // index.html's own two rules, read from it: its test for the home page and its table key.
    const html = readFileSync('index.html', 'utf8');
    const homeRule = /var home = \/(.+)\/\.test\(location\.pathname\)/.exec(html)?.[1];
    const keyRule = /var pageKey = location\.pathname\.toLowerCase\(\)\.replace\(\/(.+)\/, '\$1'\)/.exec(
      html,
    )?.[1];
    expect(homeRule).toBeDefined();
    expect(keyRule).toBeDefined();
    const isHome = new RegExp(homeRule!);
    const key = new RegExp(keyRule!);
    const splashOf = (pathname: string) =>
      isHome.test(pathname) ? ['home'] : (table[pathname.toLowerCase().replace(key, '$1')] ?? ['page']);

    const plain = paths.filter((p) => !p.includes(':'));
    const tried = [
      ...plain,
      ...plain.map((p) => p.toUpperCase()),
      ...plain.map((p) => `${p}/`),
      ...homeAliases.filter((p) => p.startsWith('/m')),
      '/m/nothing-here',
    ];
    for (const pathname of tried) {
      const route = routeOf(pathname);
      const alias = homeAliases.includes(pathname.toLowerCase());
      const expected =
        alias || route?.name === 'home'
          ? ['home']
          : route
            ? table[route.paths.find((p) => !p.includes(':'))!.toLowerCase()]
            : ['page'];
      expect(splashOf(pathname), pathname).toEqual(expected);
    }
  });

  it("draws a signing-in page's heading as the screen does", () => {
    expect(table['/m/login']).toEqual(['account', labels.loginTitle.id]);
    expect(table['/m/register']).toEqual(['account', labels.registerTitle.id]);
    expect(table['/m/register.html']).toEqual(['account', labels.registerTitle.id]);
    expect(table['/m/forget']).toEqual(['account', labels.forgetTitle.id]);
  });

  it('names titles that every language has as plain text (the splash shows only plain text)', () => {
    for (const [path, [, id]] of Object.entries(table)) {
      if (!id) continue;
      for (const locale of locales) {
        const message = catalogues[locale]![id] as { type: number; value: string }[] | undefined;
        expect(message, `${path} ${id} ${locale}`).toBeDefined();
        expect(
          message!.every((part) => part.type === 0),
          `${id} ${locale}`,
        ).toBe(true);
      }
    }
  });
});

describe('landingScreens', () => {
  it('names the screen of every landing page path, keyed as index.html looks it up', () => {
    const table = landingScreens();
    expect(table).toEqual({
      '/m/home': 'home/HomeScreen',
      '/m/login': 'accounts/LoginScreen',
      '/m/register': 'accounts/RegisterScreen',
      '/m/register.html': 'accounts/RegisterScreen',
      '/m/gamelist': 'lobby/GameListScreen',
    });
    // index.html looks a landing page up by the home rule and the splash table's key.
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain("screens.pages[home ? '/m/home' : pageKey]");
    expect(html).toContain('shapes[pageKey]');
  });
});
