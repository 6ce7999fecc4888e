// How the visitor reached the registration form (SPEC §3 registerMethod): inside the native app
// (APP), an installed web app (PWA), an iOS home-screen web clip (WEBCLIP) or the browser (H5).

export type RegisterMethod = 'H5' | 'APP' | 'PWA' | 'WEBCLIP';

export interface ClientEnvironment {
  userAgent: string;
  /** `display-mode: standalone` (or fullscreen) matches. */
  displayStandalone: boolean;
  /** iOS Safari's `navigator.standalone` (true when opened from a home-screen web clip). */
  iosStandalone: boolean;
  /** The local WEBCLIP flag the web-clip profile sets on first launch (SPEC §3 local flags). */
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
    webclipFlag = window.localStorage.getItem('WEBCLIP') === '1';
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
