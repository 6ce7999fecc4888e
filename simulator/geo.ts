// Where a sign-in came from, as a platform records it for the member's recent logins: the browser
// and system read from the user agent, and an approximate place for the client's address. A real
// platform asks a GeoIP database; the simulator knows a few address ranges (the seeded logins use
// them) and places loopback and private addresses (the simulator and its player on one machine) in
// the main city of the merchant's own country, as if the player were local.

export interface Place {
  /** ISO 3166-1 alpha-2, '' when unknown. */
  country: string;
  city: string;
}

/** Address prefixes and where they are (documentation and test ranges stand in for real ones). */
const RANGES: readonly [prefix: string, place: Place][] = [
  ['85.240.', { country: 'PT', city: 'Lisboa' }],
  ['188.81.', { country: 'PT', city: 'Porto' }],
  ['177.92.', { country: 'BR', city: 'São Paulo' }],
  ['189.6.', { country: 'BR', city: 'Rio de Janeiro' }],
  ['112.198.', { country: 'PH', city: 'Manila' }],
  ['203.177.', { country: 'PH', city: 'Cebu' }],
  ['116.228.', { country: 'CN', city: 'Shanghai' }],
  ['81.2.69.', { country: 'GB', city: 'London' }],
  ['198.51.100.', { country: 'US', city: 'New York' }],
];

/** The main city of the country of each dialing code the merchants use. */
const HOME_BY_DIALING_CODE: Readonly<Record<string, Place>> = {
  '+351': { country: 'PT', city: 'Lisboa' },
  '+55': { country: 'BR', city: 'São Paulo' },
  '+63': { country: 'PH', city: 'Manila' },
  '+86': { country: 'CN', city: 'Shanghai' },
  '+66': { country: 'TH', city: 'Bangkok' },
  '+84': { country: 'VN', city: 'Hà Nội' },
  '+1': { country: 'US', city: 'New York' },
};

const UNKNOWN: Place = { country: '', city: '' };

function isLocal(address: string): boolean {
  const a = address.replace(/^::ffff:/, '');
  return (
    a === 'local' ||
    a === '::1' ||
    a.startsWith('127.') ||
    a.startsWith('10.') ||
    a.startsWith('192.168.') ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(a) ||
    /^f[cd][0-9a-f]{2}:/i.test(a)
  );
}

/** The approximate place of a client address, for a merchant whose home dialing code is given. */
export function placeOf(address: string, homeDialingCode: string): Place {
  if (isLocal(address)) return HOME_BY_DIALING_CODE[homeDialingCode] ?? UNKNOWN;
  const a = address.replace(/^::ffff:/, '');
  return RANGES.find(([prefix]) => a.startsWith(prefix))?.[1] ?? UNKNOWN;
}

/** The browser and system named in a user agent ('' for what is not recognised). */
export function deviceOf(userAgent: string): { browser: string; os: string } {
  const ua = userAgent;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /CrOS/.test(ua)
        ? 'ChromeOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : '';
  const browser = /EdgA?\/|EdgiOS\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser\//.test(ua)
      ? 'Samsung Internet'
      : /OPR\/|Opera/.test(ua)
        ? 'Opera'
        : /CriOS\/|Chrome\//.test(ua)
          ? 'Chrome'
          : /FxiOS\/|Firefox\//.test(ua)
            ? 'Firefox'
            : /Version\/[\d.]+.*Safari\//.test(ua)
              ? 'Safari'
              : '';
  return { browser, os };
}
