// The theme engine's public API: a change here is deliberate (update the README with it).
import { expect, it } from 'vitest';
import * as theme from './index';

it('exports exactly the documented theme API', () => {
  expect(Object.keys(theme).sort()).toEqual([
    'ThemeProvider',
    'applyBrowserChrome',
    'applyMerchantTheme',
    'applyThemeClass',
    'defaultMerchant',
    'isMerchantCode',
    'loadMerchantTheme',
    'merchantAssetUrls',
    'merchantCodes',
    'resolveMerchantCode',
    'useTheme',
    'vars',
  ]);
});
