import type { Loader, Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import '../app/styles/index.ts';
import { loadScriptFonts } from '../app/styles/fonts.ts';
import { applyMerchantTheme } from '../design-system/theme/runtime.ts';
import {
  globalTypes,
  initialGlobals,
  storyLocale,
  storyMerchant,
  type ScreenshotParameter,
} from './globals.ts';

const PHONE = {
  name: 'Phone (390 × 844)',
  styles: { width: '390px', height: '844px' },
  type: 'mobile',
} as const;

/**
 * Before every story renders (and again when a toolbar global changes): put the merchant's theme
 * class on <html> (so portals get it too), load the script fonts the locale needs, set `lang`, and
 * tell the visual check (vitest.setup.ts) what to screenshot.
 */
const themeAndLocale: Loader = async (context) => {
  const locale = storyLocale(context);
  await Promise.all([applyMerchantTheme(storyMerchant(context)), loadScriptFonts(locale)]);
  document.documentElement.lang = locale;
  const screenshot = context.parameters.screenshot as ScreenshotParameter | undefined;
  document.body.dataset.screenshot = screenshot === false ? 'off' : 'on';
  if (screenshot && screenshot.merchants)
    document.body.dataset.screenshotMerchants = screenshot.merchants.join(',');
  else delete document.body.dataset.screenshotMerchants;
  return {};
};

const preview: Preview = {
  globalTypes,
  initialGlobals: { ...initialGlobals, viewport: { value: 'mobile', isRotated: false } },
  loaders: [themeAndLocale],
  parameters: {
    layout: 'fullscreen',
    // The product is a phone UI: stories (and their screenshots) use the same 390 × 844 viewport as
    // the component tests. Storybook's own presets stay available in the toolbar.
    viewport: { options: { mobile: PHONE, ...MINIMAL_VIEWPORTS }, defaultViewport: 'mobile' },
    // Every story is checked with axe; a violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
