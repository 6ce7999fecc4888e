// What a studio story needs: the studio's catalogue for the toolbar's locale, a store (a fresh
// draft, or one a story prepares), and the studio's own theme (lumen) for its screenshots.
import type { Decorator, Parameters } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { Stack } from '@ds';
import { storyLocale } from '../../../.storybook/globals';
import { StudioContext } from '../StudioContext';
import { StudioStore, type DraftState } from '../StudioStore';

type Catalogue = Record<string, { defaultMessage: string }>;
const catalogues = import.meta.glob<Catalogue>('../../i18n/*.json', { eager: true, import: 'default' });

const messagesOf = (locale: string) =>
  Object.fromEntries(
    Object.entries(catalogues[`../../i18n/${locale}.json`] ?? {}).map(([id, e]) => [id, e.defaultMessage]),
  );

/** The studio is drawn in one theme (studio/src/main.tsx), so its stories are screenshotted in it. */
export const studioParameters: Parameters = { screenshot: { merchants: ['lumen'] } };

export function withStudio(
  draft: Partial<DraftState> = {},
  prepare?: (store: StudioStore) => void,
): Decorator {
  return (Story, context) => {
    const store = new StudioStore(draft);
    prepare?.(store);
    const locale = storyLocale(context);
    return (
      <IntlProvider locale={locale} messages={messagesOf(locale)} defaultLocale="pt">
        <StudioContext.Provider value={store}>
          <Stack padding="md" gap="md">
            <Story />
          </Stack>
        </StudioContext.Provider>
      </IntlProvider>
    );
  };
}
