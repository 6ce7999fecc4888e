import type { StorybookConfig } from '@storybook/react-vite';
import { themeTokens } from '../themes/build/vite-plugin.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../design-system/**/*.stories.@(ts|tsx)',
    '../app/**/*.stories.@(ts|tsx)',
    '../.storybook/pages/*.stories.@(ts|tsx)',
    '../studio/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The app is served under /m/; Storybook is served from its own root. The theme-tokens plugin
  // regenerates the theme files when a token or merchant file changes, so the merchant toolbar and
  // the Tokens pages always show the current tokens.
  viteFinal: (config) => {
    // The app's production message stripping (vite.config.ts) stays out: stories show default messages.
    const plugins = (config.plugins ?? [])
      .flat()
      .filter(
        (p) => !(!!p && typeof p === 'object' && 'name' in p && String(p.name).startsWith('formatjs-')),
      );
    const hasThemeTokens = plugins.some(
      (p) => !!p && typeof p === 'object' && 'name' in p && p.name === 'theme-tokens',
    );
    return { ...config, base: './', plugins: hasThemeTokens ? plugins : [...plugins, themeTokens()] };
  },
};
export default config;
