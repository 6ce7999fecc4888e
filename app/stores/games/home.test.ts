import { describe, expect, it } from 'vitest';
import {
  carouselBehaviour,
  downloadBarVisible,
  downloadLinkProps,
  downloadTarget,
  formatBalance,
  memberBarIcons,
  receivingCenterCount,
  searchByName,
  visibleBanners,
} from './home';

describe('banners', () => {
  const banners = [
    { groupName: 'm_home', url: 'a' },
    { groupName: 'm_live', url: 'b' },
    { groupName: 'm_reg', url: 'c' },
  ];
  it('keeps m_home and m_live, hiding m_live without a live model', () => {
    expect(visibleBanners(banners, true).map((b) => b.url)).toEqual(['a', 'b']);
    expect(visibleBanners(banners, false).map((b) => b.url)).toEqual(['a']);
  });
  it('autoplays, loops and paginates only with more than one banner', () => {
    expect(carouselBehaviour(1)).toEqual({ autoplay: false, loop: false, pagination: false });
    expect(carouselBehaviour(2)).toEqual({ autoplay: true, loop: true, pagination: true });
  });
});

describe('receivingCenterCount', () => {
  it('sums enabled MANUAL, RAFFLE, UPGRADE_BONUS, MISSION_MANUAL and TICKET', () => {
    expect(
      receivingCenterCount([
        { key: 'MANUAL', enabled: true, count: 2 },
        { key: 'RAFFLE', enabled: true, count: 1 },
        { key: 'UPGRADE_BONUS', enabled: true, count: 3 },
        { key: 'MISSION_MANUAL', enabled: true, count: 1 },
        { key: 'TICKET', enabled: true, count: 4 },
        { key: 'LOGIN', enabled: true, count: 5 },
        { key: 'APP_DOWNLOAD', enabled: true, count: 5 },
        { key: 'MANUAL', enabled: false, count: 9 },
      ]),
    ).toBe(11);
  });
});

describe('memberBarIcons', () => {
  const base = { vipBenefitEnabled: false, promos: [], inApp: false, isIos: false, links: [] };
  it('shows VIP and sign-in for guests', () => {
    const icons = memberBarIcons({ ...base, loggedIn: false });
    expect(icons.vip).toBe(true);
    expect(icons.signIn).toBe(true);
  });
  it('follows the flags for members, with the sign-in red dot above 0', () => {
    expect(memberBarIcons({ ...base, loggedIn: true }).vip).toBe(false);
    expect(memberBarIcons({ ...base, loggedIn: true, vipBenefitEnabled: true }).vip).toBe(true);
    const withLogin = memberBarIcons({
      ...base,
      loggedIn: true,
      promos: [{ key: 'LOGIN', enabled: true, count: 1 }],
    });
    expect(withLogin.signIn).toBe(true);
    expect(withLogin.signInDot).toBe(true);
    expect(
      memberBarIcons({ ...base, loggedIn: true, promos: [{ key: 'LOGIN', enabled: true, count: 0 }] })
        .signInDot,
    ).toBe(false);
  });
  it('hides the app download inside the app', () => {
    const links = [{ resourceType: 'Android', url: 'https://x/app.apk' }];
    expect(memberBarIcons({ ...base, loggedIn: true, links }).download).toEqual({
      url: 'https://x/app.apk',
      sameTab: true,
    });
    expect(memberBarIcons({ ...base, loggedIn: true, links, inApp: true }).download).toBeNull();
  });
});

describe('downloadTarget', () => {
  const links = [
    { resourceType: 'IOS', url: 'https://x/app.ipa' },
    { resourceType: 'MOBILECONFIG', url: 'https://x/p.mobileconfig' },
    { resourceType: 'Android', url: 'https://store.example/app' },
  ];
  it('uses the iOS link on iOS, else the mobile config; the Android link elsewhere', () => {
    expect(downloadTarget(links, true)).toEqual({ url: 'https://x/app.ipa', sameTab: true });
    expect(downloadTarget(links.slice(1), true)).toEqual({ url: 'https://x/p.mobileconfig', sameTab: false });
    expect(downloadTarget(links, false)).toEqual({ url: 'https://store.example/app', sameTab: false });
    expect(downloadTarget([], false)).toBeNull();
  });
  it('opens .apk and .ipa in the same tab, even with a query', () => {
    expect(downloadTarget([{ resourceType: 'ANDROID', url: 'https://x/A.APK?v=2' }], false)?.sameTab).toBe(
      true,
    );
  });
});

describe('downloadLinkProps', () => {
  it('makes the address absolute and says where it opens', () => {
    expect(downloadLinkProps('/pkg/app.apk', true, 'https://m.example')).toEqual({
      href: 'https://m.example/pkg/app.apk',
      target: '_self',
    });
    expect(downloadLinkProps('https://store.example/app', false, 'https://m.example')).toEqual({
      href: 'https://store.example/app',
      target: '_blank',
      rel: 'noopener',
    });
  });
});

describe('searchByName', () => {
  const games = [{ gameName: 'Fortune Tiger' }, { gameName: 'Mahjong Ways' }, { gameName: 'tiger rush' }];
  it('filters case-insensitively and shows all for an empty query', () => {
    expect(searchByName(games, 'TIGER').map((g) => g.gameName)).toEqual(['Fortune Tiger', 'tiger rush']);
    expect(searchByName(games, '  ')).toHaveLength(3);
  });
});

describe('formatBalance', () => {
  it('formats to 2 decimals with grouping and symbol, or masks', () => {
    expect(formatBalance(1234.56, 'R$', false)).toBe('R$1,234.56');
    // The platform's full-width yen sign is shown as ¥, which the bundled Latin fonts draw.
    expect(formatBalance(1234567.891, '￥', false)).toBe('¥1,234,567.89');
    expect(formatBalance(0, '$', false)).toBe('$0.00');
    expect(formatBalance(-5.5, '$', false)).toBe('-$5.50');
    expect(formatBalance(12, '$', true)).toBe('***');
  });
});

describe('downloadBarVisible', () => {
  const links = [
    { resourceType: 'IOS', url: 'https://x.example/app.ipa' },
    { resourceType: 'Android', url: 'https://x.example/app.apk' },
  ];
  const base = { closed: false, inApp: false, installedPwa: false, isIos: false, webclip: false, links };
  it('shows with links until closed (hideDownloadBar=1)', () => {
    expect(downloadBarVisible(base)).toBe(true);
    expect(downloadBarVisible({ ...base, closed: true })).toBe(false);
  });
  it('hides as an installed web app, inside the app and without links', () => {
    expect(downloadBarVisible({ ...base, installedPwa: true })).toBe(false);
    expect(downloadBarVisible({ ...base, inApp: true })).toBe(false);
    expect(
      downloadBarVisible({ ...base, links: [{ resourceType: 'TELEGRAM', url: 'https://t.me/x' }] }),
    ).toBe(false);
    expect(downloadBarVisible({ ...base, links: [{ resourceType: 'IOS', url: '' }] })).toBe(false);
  });
  it('hides on iOS from a web clip without an iOS link, and shows there with one', () => {
    const ios = { ...base, isIos: true, webclip: true };
    expect(downloadBarVisible(ios)).toBe(true);
    expect(downloadBarVisible({ ...ios, links: [links[1]!] })).toBe(false);
    expect(downloadBarVisible({ ...ios, webclip: false, links: [links[1]!] })).toBe(true);
  });
});
