// How the visitor reached the registration form (SPEC §3 registerMethod): inside the native app
// (APP), an installed web app (PWA), an iOS home-screen web clip (WEBCLIP) or the browser (H5).
import { StorageKeys, type KeyValueStorage } from '../storage';

export type RegisterMethod = 'H5' | 'APP' | 'PWA' | 'WEBCLIP';

export interface ClientEnvironment {
  userAgent: string;
  /** `display-mode: standalone` (or fullscreen) matches. */
  displayStandalone: boolean;
  /** iOS Safari's `navigator.standalone` (true when opened from a home-screen web clip). */
  iosStandalone: boolean;
  /** The local WEBCLIP flag, set when the app was opened from the web clip (`rememberWebclip`). */
  webclipFlag: boolean;
}

/** The native app's web view adds this token to its user agent. */
export const APP_UA_PATTERN = /\b(MCApp|MobileClientApp)\/[\w.]+/i;
const IOS_PATTERN = /\b(iPhone|iPad|iPod)\b/i;

export function isIos(userAgent: string) {
  return IOS_PATTERN.test(userAgent);
}

export function detectRegisterMethod(env: ClientEnvironment): RegisterMethod {
  if (APP_UA_PATTERN.test(env.userAgent)) return 'APP';
  if (isIos(env.userAgent) && (env.iosStandalone || env.webclipFlag)) return 'WEBCLIP';
  if (env.displayStandalone || env.iosStandalone) return 'PWA';
  return 'H5';
}

/**
 * The query the merchant's web-clip profile (the MOBILECONFIG download, tip type 1) puts in the
 * clip's address, e.g. `/m/home?webclip=1`. A clip that is not full screen opens in Safari, where
 * `navigator.standalone` is false, so the launch is remembered in the WEBCLIP flag (SPEC §3 local
 * flags) and later pages, which lose the query, still know.
 */
export const WEBCLIP_PARAM = 'webclip';

/** Start-up: sets the WEBCLIP flag when the address says the web clip opened the app. */
export function rememberWebclip(search: string, storage: KeyValueStorage) {
  if (new URLSearchParams(search).get(WEBCLIP_PARAM) === '1') storage.setItem(StorageKeys.webclip, '1');
}

/** Whether the app runs standalone (installed): the login call then sends `Device: OTHERS`. */
export function isStandalone(env: ClientEnvironment) {
  return env.displayStandalone || env.iosStandalone;
}

/** Reads the environment of the running browser. */
export function browserEnvironment(): ClientEnvironment {
  if (typeof window === 'undefined')
    return { userAgent: '', displayStandalone: false, iosStandalone: false, webclipFlag: false };
  const media = (q: string) => typeof window.matchMedia === 'function' && window.matchMedia(q).matches;
  let webclipFlag = false;
  try {
    webclipFlag =
      window.localStorage.getItem(StorageKeys.webclip) === '1' ||
      new URLSearchParams(window.location.search).get(WEBCLIP_PARAM) === '1';
  } catch {
    webclipFlag = false;
  }
  return {
    userAgent: navigator.userAgent,
    displayStandalone: media('(display-mode: standalone)') || media('(display-mode: fullscreen)'),
    iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
    webclipFlag,
  };
}
