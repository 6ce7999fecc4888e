// Where the home screen runs: inside the native app, on iOS, in Safari. Read once per render from
// the browser (the accounts area's environment reader is the single source of these rules).
import { APP_UA_PATTERN, browserEnvironment, isIos } from '../../stores/accounts/registerMethod';

export interface Device {
  inApp: boolean;
  ios: boolean;
  /** Safari proper (not Chrome, Firefox or an in-app browser on iOS). */
  safari: boolean;
  /** Running as an installed web app (standalone display), not an iOS web clip. */
  installedPwa: boolean;
  /** Opened from an iOS home-screen web clip. */
  webclip: boolean;
}

export function readDevice(): Device {
  const env = browserEnvironment();
  const ua = env.userAgent;
  const ios = isIos(ua);
  const webclip = ios && (env.iosStandalone || env.webclipFlag);
  return {
    inApp: APP_UA_PATTERN.test(ua),
    ios,
    installedPwa: env.displayStandalone && !webclip,
    webclip,
    safari: /Safari\//.test(ua) && !/(CriOS|FxiOS|EdgiOS|OPiOS|GSA|FBAN|FBAV|Instagram|Line\/)/.test(ua),
  };
}
