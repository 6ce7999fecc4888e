import { describe, expect, it } from 'vitest';
import { iosVersionOf, planDownload, type DeviceInfo } from './plan';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ios121:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  ios124:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ios11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 Version/11.0 Mobile Safari/604.1',
};
const device = (userAgent: string, over: Partial<DeviceInfo> = {}): DeviceInfo => ({
  userAgent,
  ios: /iPhone/.test(userAgent),
  safari: true,
  installed: false,
  ...over,
});
const links = [
  { resourceType: 'IOS', url: '/sim/download/aurum/app.ipa' },
  { resourceType: 'Android', url: '/sim/download/aurum/app.apk' },
  { resourceType: 'MOBILECONFIG', url: '/sim/download/aurum/app.mobileconfig' },
  { resourceType: 'TELEGRAM', url: 'javascript:alert(1)' },
];

describe('planDownload', () => {
  it('reads the iOS version from the user agent', () => {
    expect(iosVersionOf(UA.iosSafari)).toEqual([17, 5]);
    expect(iosVersionOf(UA.ios124)).toEqual([12, 4]);
    expect(iosVersionOf(UA.android)).toBeNull();
  });

  it('offers Android the .apk and iOS the .ipa and the profile', () => {
    const android = planDownload(device(UA.android), links);
    expect(android.platform).toBe('android');
    expect(android.android).toBe('/sim/download/aurum/app.apk');
    const ios = planDownload(device(UA.iosSafari), links);
    expect(ios).toMatchObject({
      platform: 'ios',
      iosApp: '/sim/download/aurum/app.ipa',
      profile: '/sim/download/aurum/app.mobileconfig',
      safariRequired: false,
      tooOld: false,
      legacyTip: false,
    });
  });

  it('asks for Safari on iOS in another browser', () => {
    expect(planDownload(device(UA.iosSafari, { safari: false }), links).safariRequired).toBe(true);
    expect(planDownload(device(UA.android, { safari: false }), links).safariRequired).toBe(false);
  });

  it('shows the legacy tip up to iOS 12.1 and needs iOS 12.4', () => {
    expect(planDownload(device(UA.ios121), links)).toMatchObject({ legacyTip: true, tooOld: true });
    expect(planDownload(device(UA.ios11), links)).toMatchObject({ legacyTip: true, tooOld: true });
    expect(planDownload(device(UA.ios124), links)).toMatchObject({ legacyTip: false, tooOld: false });
  });

  it('drops links that fail the URL check', () => {
    const plan = planDownload(device(UA.android), [{ resourceType: 'Android', url: 'javascript:alert(1)' }]);
    expect(plan.android).toBeNull();
  });
});
