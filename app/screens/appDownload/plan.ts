// What /m/app offers on this device (SPEC §2 'Download bar and install guide', §3 'Download
// link'): the download buttons by platform, the Safari-only rule on iOS, the install guide's tips and
// the iOS version notes. Pure: the screen passes the device and the merchant's links.
import { linkUrl } from '../../security/urls';

/** The oldest iOS the app installs on. */
export const MIN_IOS: readonly [number, number] = [12, 4];
/** iOS at or below this shows the legacy tip (trusting the enterprise developer by hand). */
export const LEGACY_IOS: readonly [number, number] = [12, 1];

export type Platform = 'ios' | 'android' | 'other';

export interface DeviceInfo {
  userAgent: string;
  ios: boolean;
  /** Safari proper (on iOS only Safari may install profiles and web clips). */
  safari: boolean;
  /** Inside the native app or already installed: nothing to download. */
  installed: boolean;
}

export interface DownloadPlan {
  platform: Platform;
  /** The iOS package (.ipa) or store link; null when the merchant has none. */
  iosApp: string | null;
  /** The iOS configuration profile (tip type 1's button). */
  profile: string | null;
  /** The Android package (.apk) or store link. */
  android: string | null;
  /** iOS outside Safari: a download attempt says to use Safari. */
  safariRequired: boolean;
  /** The iOS version as [major, minor], when the user agent says it. */
  iosVersion: readonly [number, number] | null;
  /** iOS older than MIN_IOS: the app cannot be installed (adding to the home screen still works). */
  tooOld: boolean;
  /** iOS 12.1 or earlier: the legacy tip shows. */
  legacyTip: boolean;
  installed: boolean;
}

/** The iOS version from a user agent ('CPU iPhone OS 12_1 like Mac OS X' → [12, 1]). */
export function iosVersionOf(userAgent: string): [number, number] | null {
  const m = /\bOS (\d+)[_.](\d+)(?:[_.]\d+)? like Mac OS X/i.exec(userAgent);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

const below = (v: readonly [number, number], limit: readonly [number, number]) =>
  v[0] < limit[0] || (v[0] === limit[0] && v[1] < limit[1]);

export function planDownload(
  device: DeviceInfo,
  links: readonly { resourceType: string; url: string }[],
): DownloadPlan {
  // Download addresses are platform data: only checked http(s) addresses and paths are offered.
  const find = (type: string) =>
    links.find((l) => l.resourceType.toUpperCase() === type && linkUrl(l.url))?.url ?? null;
  const android = /Android/i.test(device.userAgent);
  const platform: Platform = device.ios ? 'ios' : android ? 'android' : 'other';
  const iosVersion = device.ios ? iosVersionOf(device.userAgent) : null;
  return {
    platform,
    iosApp: find('IOS'),
    profile: find('MOBILECONFIG'),
    android: find('ANDROID'),
    safariRequired: device.ios && !device.safari,
    iosVersion,
    tooOld: !!iosVersion && below(iosVersion, MIN_IOS),
    legacyTip: !!iosVersion && !below(LEGACY_IOS, iosVersion),
    installed: device.installed,
  };
}
