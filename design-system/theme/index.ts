// Public API of the theme engine (see README.md in this folder).
export { vars } from './vars.css';
export type { ThemeTokens, TokenPath } from './vars.css';
export {
  applyBrowserChrome,
  applyMerchantTheme,
  applyThemeClass,
  defaultMerchant,
  isMerchantCode,
  loadMerchantTheme,
  merchantAssetUrls,
  merchantCodes,
  resolveMerchantCode,
  type MerchantCode,
  type MerchantTheme,
} from './runtime';
export {
  ThemeProvider,
  useTheme,
  type ThemeProviderProps,
  type ThemeState,
  type ThemeStatus,
} from './ThemeProvider';
