// Settings (/m/set): the language picker (each language in its own name; changing it reloads the
// language-dependent data after 250 ms), the user agreement and, for a member, change password and
// sign out.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Heading, Stack } from '@ds';
import { LanguagePicker } from '@ds/components/LanguagePicker';
import { locales, nativeNames, toLocale } from '../../i18n/locales';
import { loadScriptFonts } from '../../styles/fonts';
import { storeMessages } from '../../stores/messages';
import { useStores } from '../../stores/context';
import { settingsMessages } from './messages';
import { pathTo } from '../../routes/routeTable';
import { titles } from '../../routes/titles';

export default observer(function SettingsScreen() {
  const intl = useIntl();
  const { ui, session } = useStores();
  // Each language is named in its own script: bring in the Thai and Chinese faces for the picker.
  const [fontsReady, setFontsReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all(locales.map((l) => loadScriptFonts(l).catch(() => undefined)))
      .then(() => document.fonts.ready)
      .then(() => live && setFontsReady(true));
    return () => {
      live = false;
    };
  }, []);
  const languageLabel = intl.formatMessage(settingsMessages.language);
  return (
    <Stack gap="lg" padding="gutter" data-fonts-ready={fontsReady || undefined}>
      <Stack as="section" gap="sm" aria-labelledby="settings-language">
        <Heading level={4} as="h2" id="settings-language">
          {languageLabel}
        </Heading>
        <LanguagePicker
          label={languageLabel}
          languages={locales.map((code) => ({ code, nativeName: nativeNames[code] }))}
          value={ui.locale}
          onChange={(code) => ui.setLocale(toLocale(code))}
        />
      </Stack>
      <Button href={pathTo('userAgreement')} variant="secondary" data-testid="settings-agreement">
        {intl.formatMessage(titles.userAgreement)}
      </Button>
      {session.isLoggedIn ? (
        <Stack as="section" gap="sm" aria-labelledby="settings-account">
          <Heading level={4} as="h2" id="settings-account">
            {intl.formatMessage(settingsMessages.account)}
          </Heading>
          {!session.isTrial ? (
            <Button href={pathTo('changePsw')} variant="secondary">
              {intl.formatMessage(settingsMessages.changePassword)}
            </Button>
          ) : null}
          <Button variant="danger" onClick={() => void session.logout()}>
            {intl.formatMessage(storeMessages.logoutConfirm)}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
});
