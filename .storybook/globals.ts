// Storybook's toolbar globals (merchant, locale) and the helpers stories use to read them.
// App stories wrap themselves in an IntlProvider for `storyLocale(context)`; design-system stories
// receive their strings as props and need nothing.
import { defaultLocale, isLocale, locales, nativeNames, type Locale } from '../app/i18n/locales.ts';
import {
  defaultMerchant,
  merchantCodes,
  resolveMerchantCode,
  type MerchantCode,
} from '../design-system/theme/runtime.ts';

export { locales, merchantCodes };
export type { Locale, MerchantCode };

interface WithGlobals {
  globals: Record<string, unknown>;
}

/** The locale chosen in the toolbar (or set by the story's `globals`). */
export function storyLocale(context: WithGlobals): Locale {
  const value = context.globals.locale;
  return isLocale(value) ? value : defaultLocale;
}

/** The merchant theme chosen in the toolbar (or set by the story's `globals`). */
export function storyMerchant(context: WithGlobals): MerchantCode {
  return resolveMerchantCode(
    typeof context.globals.merchant === 'string' ? context.globals.merchant : undefined,
  );
}

export const globalTypes = {
  merchant: {
    description: 'Merchant theme',
    toolbar: {
      title: 'Merchant',
      icon: 'paintbrush',
      items: merchantCodes.map((code) => ({ value: code, title: code })),
      dynamicTitle: true,
    },
  },
  locale: {
    description: 'Locale',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      items: locales.map((code) => ({ value: code, title: code, right: nativeNames[code] })),
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = { merchant: defaultMerchant, locale: defaultLocale };

/**
 * Story parameter `screenshot`: `false` skips the visual check; `{ merchants: ['verde'] }` limits it
 * to some merchant themes (default: every merchant).
 */
export type ScreenshotParameter = false | { merchants?: MerchantCode[] };
