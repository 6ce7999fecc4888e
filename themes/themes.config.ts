/**
 * Every merchant theme, in one list. Adding a merchant is one folder plus one line:
 *   1. `themes/<code>/tokens.json` with only the tokens it overrides (DTCG), plus `logo.svg` and `icon.svg`;
 *   2. a line below. `npm run tokens` then generates its theme, CSS custom properties and manifest.
 * The first entry is the default merchant (the platform's fallback when a host is unknown).
 * Plain data, so Node can load it directly (type stripping) from the token build.
 */
export interface MerchantThemeConfig {
  /** Merchant code as the platform knows it (lower case). */
  code: string;
  /** Display name for the web app manifest. */
  name: string;
}

export const merchants = [
  { code: 'aurum', name: 'Aurum' },
  { code: 'verde', name: 'Verde' },
  { code: 'lumen', name: 'Lumen' },
] as const satisfies readonly MerchantThemeConfig[];

export type MerchantCode = (typeof merchants)[number]['code'];

export const defaultMerchant: MerchantCode = merchants[0].code;
