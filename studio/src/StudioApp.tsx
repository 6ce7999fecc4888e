// The studio page: the draft's settings on one side (starting merchant, tokens, logo and icon,
// contrast, export), the live preview on the other. The draft is mirrored into the URL.
import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useIntl } from 'react-intl';
import { Button, Heading, LanguagePicker, Popover, SegmentedControl, Stack, Text } from '@ds';
import { locales, nativeNames, type Locale } from '@app/i18n/locales';
import { merchantCodes } from './tokens';
import { draftToSearch, type StudioStore } from './StudioStore';
import { studioMessages as m } from './messages';
import { StudioContext } from './StudioContext';
import { TokensPanel } from './panels/TokensPanel';
import { AssetsPanel } from './panels/AssetsPanel';
import { ContrastPanel } from './panels/ContrastPanel';
import { ExportPanel } from './panels/ExportPanel';
import { PreviewPanel } from './panels/PreviewPanel';
import * as s from './studio.css';

const languages = locales.map((code) => ({ code, nativeName: nativeNames[code] }));

function LanguageMenu({ locale, onLocale }: { locale: Locale; onLocale: (l: Locale) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage(m.language);
  return (
    <Popover.Root>
      <Popover.Trigger>
        <Button variant="ghost" size="sm">
          {intl.formatMessage(m.languageButton, { language: nativeNames[locale] })}
        </Button>
      </Popover.Trigger>
      <Popover.Content aria-label={label}>
        <LanguagePicker
          label={label}
          languages={languages}
          value={locale}
          onChange={(code) => onLocale(code as Locale)}
        />
      </Popover.Content>
    </Popover.Root>
  );
}

export const StudioApp = observer(function StudioApp({
  store,
  locale,
  onLocale,
  live = true,
}: {
  store: StudioStore;
  locale: Locale;
  onLocale: (l: Locale) => void;
  live?: boolean;
}) {
  const intl = useIntl();
  const titleId = useId();

  useEffect(() => {
    if (!live) return;
    return reaction(
      () => draftToSearch(store.draft),
      (search) => window.history.replaceState(null, '', `${window.location.pathname}${search}`),
    );
  }, [store, live]);

  return (
    <StudioContext.Provider value={store}>
      <div className={s.page}>
        <aside className={s.side} aria-labelledby={titleId}>
          <Stack gap="sm">
            <Stack direction="row" gap="sm" align="center" justify="between" wrap>
              <Heading level={1} id={titleId}>
                {intl.formatMessage(m.title)}
              </Heading>
              <LanguageMenu locale={locale} onLocale={onLocale} />
            </Stack>
            <Text tone="secondary">{intl.formatMessage(m.intro)}</Text>
          </Stack>
          <SegmentedControl
            label={intl.formatMessage(m.startFrom)}
            value={store.from}
            onValueChange={(code) => store.setFrom(code)}
            options={merchantCodes.map((code) => ({ value: code, label: code }))}
            fullWidth
          />
          <Button variant="secondary" onClick={() => store.resetAll()}>
            {intl.formatMessage(m.resetAll)}
          </Button>
          <ContrastPanel />
          <TokensPanel />
          <AssetsPanel />
          <ExportPanel />
        </aside>
        <main className={s.main}>
          <PreviewPanel live={live} />
        </main>
      </div>
    </StudioContext.Provider>
  );
});
