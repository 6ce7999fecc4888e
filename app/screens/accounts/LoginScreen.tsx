// /m/login (SPEC §2): username and SMS tabs (SMS only with the merchant's SMS-login setting),
// remembered login, the captcha after a flagged failure, links to register and forget, social
// buttons on the username tab when their settings are on and the provider is ready, and free play
// (a trial account). After a login the member goes back to `?redirect=` or home.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../routes/Link';
import { Button, Checkbox } from '@ds';
import { redirectTarget } from '../../stores/SessionStore';
import { useStores } from '../../stores/context';
import { LoginForm } from '../../stores/accounts/LoginForm';
import type { LoginMethod } from '../../stores/accounts/rememberedLogin';
import * as css from './accounts.css';
import { labels } from './messages';
import { AccountForm, FormError, MethodTabs, OfflineNote } from './parts/common';
import { FieldInput } from './parts/FieldInput';
import { FormCaptcha } from './parts/FormCaptcha';
import { AccountPage } from './parts/AccountPage';
import { MobileCodeFields } from './parts/MobileCodeFields';
import { PasswordField } from './parts/PasswordFields';
import { SocialLogins } from './parts/SocialLogins';
import { useAccountForm, useAccountText, useFieldFocus } from './parts/useAccountForm';
import { pathTo } from '../../routes/routeTable';

const LoginScreen = observer(function LoginScreen() {
  const root = useStores();
  const location = useLocation();
  const form = useAccountForm((deps) => new LoginForm(deps));
  const { intl } = useAccountText();
  const fields = useFieldFocus();
  const locale = root.ui.locale;

  // SPEC §4: a language change re-validates the filled fields after 200 ms. Not on opening the page:
  // a field typed into within those 200 ms would be marked wrong before the player has left it.
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    form.scheduleRevalidation();
  }, [form, locale]);

  const after = () => root.navigate(redirectTarget(location.search), { replace: true });

  const tabLabel = (m: LoginMethod) =>
    intl.formatMessage(m === 'username' ? labels.tabUsername : labels.tabSms);

  const methodFields =
    form.method === 'username' ? (
      <>
        <FieldInput
          field={form.username}
          label={intl.formatMessage(labels.username)}
          autoComplete="username"
          required
          maxLength={64}
          inputRef={fields.register('username')}
        />
        <PasswordField field={form.password} label={labels.password} inputRef={fields.register('password')} />
      </>
    ) : (
      <MobileCodeFields mobile={form.mobile} fields={fields} />
    );

  const formElement = (
    <AccountForm
      label={intl.formatMessage(labels.loginTitle)}
      onSubmit={() => fields.submit(() => form.submit(), after)}
    >
      {methodFields}
      {form.captchaShown ? (
        <FormCaptcha
          captcha={form.captcha}
          field={form.captchaAnswer}
          inputRef={fields.register('captcha')}
        />
      ) : null}
      <Checkbox
        name="remember"
        checked={form.remember}
        onCheckedChange={(on) => form.setRemember(on === true)}
        label={intl.formatMessage(labels.remember)}
      />
      <Checkbox
        name="staySignedIn"
        checked={form.staySignedIn}
        onCheckedChange={(on) => form.setStaySignedIn(on === true)}
        label={intl.formatMessage(labels.staySignedIn)}
      />
      <FormError error={form.error} />
      <OfflineNote />
      <Button type="submit" fullWidth size="lg" loading={form.submitting}>
        {intl.formatMessage(labels.login)}
      </Button>
    </AccountForm>
  );

  const methodTabs = (
    <MethodTabs
      methods={form.methods}
      value={form.method}
      onChange={(m) => form.setMethod(m)}
      label={tabLabel}
    >
      {formElement}
    </MethodTabs>
  );

  return (
    <AccountPage title={intl.formatMessage(labels.loginTitle)} settings={form.settings} sms={form.mobile.sms}>
      <div className={css.card}>
        {methodTabs}
        <div className={css.links}>
          <Link className={css.textLink} to={pathTo('register')}>
            {intl.formatMessage(labels.toRegister)}
          </Link>
          <Link className={css.textLink} to={pathTo('forget')}>
            {intl.formatMessage(labels.toForget)}
          </Link>
        </div>
        {form.method === 'username' ? (
          <SocialLogins
            settings={form.settings}
            busy={form.submitting}
            error={form.socialError}
            refused={form.socialRefused}
            onIdToken={async (token) => {
              if ((await form.loginWithIdToken(token)).ok) after();
            }}
          />
        ) : null}
      </div>
      <Button
        variant="secondary"
        fullWidth
        loading={form.trialStarting}
        onClick={async () => {
          if (await form.playTrial()) root.navigate(pathTo('home'), { replace: true });
        }}
      >
        {intl.formatMessage(labels.freePlay)}
      </Button>
    </AccountPage>
  );
});

export default LoginScreen;
