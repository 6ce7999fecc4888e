// Pure rules of the home screen (SPEC.md §2 'Home banner carousel', 'Member navigation bar',
// 'Download bar and install guide').
import { RECEIVING_CENTER_KINDS } from './constants';
import type { Banner, DownloadLink, PromoAvailability } from './gateway';
import { formatMoney } from '../../format/format';
import { linkUrl } from '../../security/urls';

/** Only m_home and m_live banners; m_live ones only for a user with a live model. */
export function visibleBanners(banners: readonly Banner[], hasLiveModel: boolean): Banner[] {
  return banners.filter((b) => b.groupName === 'm_home' || (b.groupName === 'm_live' && hasLiveModel));
}

/** Autoplay, loop and pagination only make sense with more than one banner. */
export function carouselBehaviour(count: number): { autoplay: boolean; loop: boolean; pagination: boolean } {
  const many = count > 1;
  return { autoplay: many, loop: many, pagination: many };
}

/** The receiving-center count: available promos of kinds MANUAL, RAFFLE, UPGRADE_BONUS, MISSION_MANUAL, TICKET. */
export function receivingCenterCount(promos: readonly PromoAvailability[]): number {
  const kinds: readonly string[] = RECEIVING_CENTER_KINDS;
  return promos
    .filter((p) => p.enabled && kinds.includes(p.key))
    .reduce((sum, p) => sum + (Number.isFinite(p.count) && p.count > 0 ? p.count : 0), 0);
}

export interface MemberBarInput {
  loggedIn: boolean;
  /** Whitelabel VIP benefit flag. */
  vipBenefitEnabled: boolean;
  promos: readonly PromoAvailability[];
  /** Running inside the native app shell. */
  inApp: boolean;
  isIos: boolean;
  links: readonly DownloadLink[];
}

export interface MemberBarIcons {
  vip: boolean;
  signIn: boolean;
  signInDot: boolean;
  download: { url: string; sameTab: boolean } | null;
  deposit: true;
  withdraw: true;
}

/** The member navigation bar's icons and their rules. */
export function memberBarIcons(input: MemberBarInput): MemberBarIcons {
  const login = input.promos.find((p) => p.key === 'LOGIN');
  const guest = !input.loggedIn;
  return {
    vip: input.vipBenefitEnabled || guest,
    signIn: Boolean(login?.enabled) || guest,
    signInDot: (login?.count ?? 0) > 0,
    download: input.inApp ? null : downloadTarget(input.links, input.isIos),
    deposit: true,
    withdraw: true,
  };
}

/**
 * The app download link for this device: iOS takes the iOS link, else the mobile-config profile;
 * others take the Android link. Direct packages (.ipa, .apk) open in the same tab (the browser
 * downloads them); other links (stores, landing pages) in a new tab.
 */
export function downloadTarget(
  links: readonly DownloadLink[],
  isIos: boolean,
): { url: string; sameTab: boolean } | null {
  // Download addresses are platform data: only checked http(s) addresses and paths are offered.
  const find = (type: string) =>
    links.find((l) => l.resourceType.toUpperCase() === type && linkUrl(l.url))?.url;
  const url = isIos ? (find('IOS') ?? find('MOBILECONFIG')) : find('ANDROID');
  if (!url) return null;
  return { url, sameTab: isPackage(url) };
}

/**
 * A download as link attributes: an absolute address, so the router never takes a package path for
 * a page of the app; in this tab (a package the browser downloads) or in a new one (a store or
 * landing page).
 */
export function downloadLinkProps(
  url: string,
  sameTab: boolean,
  origin: string,
): { href: string; target: '_self' | '_blank'; rel?: 'noopener' } {
  const href = new URL(url, origin).href;
  return sameTab ? { href, target: '_self' } : { href, target: '_blank', rel: 'noopener' };
}

export interface DownloadBarInput {
  /** hideDownloadBar=1 is stored: the player closed the bar. */
  closed: boolean;
  inApp: boolean;
  /** Installed web app (display-mode standalone), other than an iOS web clip. */
  installedPwa: boolean;
  isIos: boolean;
  /** Opened from an iOS home-screen web clip (navigator.standalone, or the WEBCLIP flag). */
  webclip: boolean;
  links: readonly DownloadLink[];
}

/**
 * Whether the download bar shows (SPEC.md §2 'Download bar and install guide'): until closed; not
 * as an installed web app, not inside the app, not without download links; on iOS not from a web
 * clip that has no iOS link to offer.
 */
export function downloadBarVisible(input: DownloadBarInput): boolean {
  if (input.closed || input.inApp || input.installedPwa) return false;
  const has = (type: string) => input.links.some((l) => l.resourceType.toUpperCase() === type && l.url);
  if (!has('IOS') && !has('MOBILECONFIG') && !has('ANDROID')) return false;
  if (input.isIos && input.webclip && !has('IOS')) return false;
  return true;
}

export function isPackage(url: string): boolean {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return path.endsWith('.ipa') || path.endsWith('.apk');
}

/** Case-insensitive name search over a list (the game centre filters the hot list on Enter). */
export function searchByName<T extends { gameName: string; displayName?: string | undefined }>(
  games: readonly T[],
  query: string,
): T[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...games];
  return games.filter(
    (g) =>
      (g.displayName || g.gameName).toLocaleLowerCase().includes(q) ||
      g.gameName.toLocaleLowerCase().includes(q),
  );
}

/** Balance to 2 decimals with grouping (#,##0.00) and the currency symbol; masked as ***. */
export function formatBalance(amount: number, symbol: string, hidden: boolean): string {
  if (hidden) return '***';
  return formatMoney(Number.isFinite(amount) ? amount : 0, symbol);
}
