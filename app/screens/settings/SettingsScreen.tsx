// Settings (/m/set): the language picker (each language in its own name; changing it reloads the
// language-dependent data after 250 ms) and, for a member, change password and sign out.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button } from '@ds';
import { locales, nativeNames } from '../../i18n/locales';
import { loadScriptFonts } from '../../styles/fonts';
import { storeMessages } from '../../stores/messages';
import { useStores } from '../../stores/context';
import { settingsMessages } from './messages';
import * as css from './Settings.css';
import { pathTo } from '../../routes/routeTable';

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
  return (
    <div className={css.page} data-fonts-ready={fontsReady || undefined}>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{intl.formatMessage(settingsMessages.language)}</legend>
        <div className={css.options}>
          {locales.map((locale) => (
            <label key={locale} className={css.option} lang={locale}>
              <input
                type="radio"
                name="language"
                className={css.radio}
                value={locale}
                checked={ui.locale === locale}
                onChange={() => ui.setLocale(locale)}
              />
              <span>{nativeNames[locale]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {session.isLoggedIn ? (
        <section className={css.section}>
          <h2 className={css.heading}>{intl.formatMessage(settingsMessages.account)}</h2>
          {!session.isTrial ? (
            <Button href={pathTo('changePsw')} variant="secondary">
              {intl.formatMessage(settingsMessages.changePassword)}
            </Button>
          ) : null}
          <Button variant="danger" onClick={() => void session.logout()}>
            {intl.formatMessage(storeMessages.logoutConfirm)}
          </Button>
        </section>
      ) : null}
    </div>
  );
});
