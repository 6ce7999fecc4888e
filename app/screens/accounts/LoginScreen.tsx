// /m/login (SPEC §2): username and SMS tabs (SMS only with the merchant's SMS-login setting),
// remembered login, the captcha after a flagged failure, links to register and forget, social
// buttons on the username tab when their settings are on and the provider is ready, and free play
// (a trial account). After a login the member goes back to `?redirect=` or home.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, CaptchaField, Checkbox, Heading } from '@ds';
import { redirectTarget } from '../../stores/SessionStore';
import { useStores } from '../../stores/context';
import { LoginForm } from '../../stores/accounts/LoginForm';
import type { LoginMethod } from '../../stores/accounts/rememberedLogin';
import { CAPTCHA_MAX, SMS_CODE_MAX, digitsOnly } from '../../stores/accounts/rules';
import * as css from './accounts.css';
import { labels } from './messages';
import {
  CloseToHome,
  DialingCodeSelect,
  FormError,
  MethodTabs,
  OfflineNote,
  SettingsGate,
} from './parts/common';
import { FieldInput } from './parts/FieldInput';
import { HumanCheckDialog, SmsButton } from './parts/SmsCode';
import { SocialLogins } from './parts/SocialLogins';
import { useAccountForm, useAccountText, useFieldFocus } from './parts/useAccountForm';
import { pathTo } from '../../routes/routeTable';

const LoginScreen = observer(function LoginScreen() {
  const root = useStores();
  const location = useLocation();
  const form = useAccountForm((deps) => new LoginForm(deps));
  const { intl, message } = useAccountText();
  const { register, focus } = useFieldFocus();
  const locale = root.ui.locale;

  // SPEC §4: a language change re-validates the filled fields after 200 ms.
  useEffect(() => {
    form.scheduleRevalidation();
  }, [form, locale]);

  const after = () => root.navigate(redirectTarget(location.search), { replace: true });

  const submit = async () => {
    const result = await form.submit();
    if (result.ok) after();
    else focus(result.focus);
  };

  const tabLabel = (m: LoginMethod) =>
    intl.formatMessage(m === 'username' ? labels.tabUsername : labels.tabSms);

  const fields =
    form.method === 'username' ? (
      <>
        <FieldInput
          field={form.username}
          label={intl.formatMessage(labels.username)}
          autoComplete="username"
          required
          maxLength={64}
          inputRef={register('username')}
        />
        <FieldInput
          field={form.password}
          type="password"
          label={intl.formatMessage(labels.password)}
          autoComplete="current-password"
          required
          maxLength={64}
          inputRef={register('password')}
        />
      </>
    ) : (
      <>
        <FieldInput
          field={form.mobileNum}
          type="tel"
          name="mobileNum"
          label={intl.formatMessage(labels.mobileNum)}
          autoComplete="tel-national"
          numeric
          required
          maxLength={20}
          filter={(v) => digitsOnly(v, 20)}
          inputRef={register('mobileNum')}
          startAdornment={
            <DialingCodeSelect
              value={form.countryDialingCode}
              codes={form.settings.dialingCodes}
              onChange={(c) => form.setDialingCode(c)}
            />
          }
        />
        <FieldInput
          field={form.verificationCode}
          label={intl.formatMessage(labels.smsCode)}
          autoComplete="one-time-code"
          numeric
          required
          maxLength={SMS_CODE_MAX}
          filter={(v) => digitsOnly(v, SMS_CODE_MAX)}
          inputRef={register('verificationCode')}
          endAdornment={
            <SmsButton
              flow={form.sms}
              onRequest={() => form.requestSmsCode() || (focus('mobileNum'), false)}
            />
          }
        />
        <FormError error={form.sms.dialogOpen ? null : form.sms.error} />
      </>
    );

  const formElement = (
    <form
      className={css.form}
      noValidate
      aria-label={intl.formatMessage(labels.loginTitle)}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {fields}
      {form.captchaShown ? (
        <CaptchaField
          label={intl.formatMessage(labels.captcha)}
          hint={intl.formatMessage(labels.captchaHint)}
          name="captcha"
          required
          src={form.captcha.image || undefined}
          loading={form.captcha.state === 'loading'}
          refreshLabel={intl.formatMessage(labels.captchaImage)}
          onRefresh={() => {
            form.captchaAnswer.reset();
            void form.captcha.refresh();
          }}
          value={form.captchaAnswer.value}
          onValueChange={(v) => form.captchaAnswer.set(digitsOnly(v, CAPTCHA_MAX))}
          error={message(form.captchaAnswer.error)}
          ref={register('captcha')}
        />
      ) : null}
      <Checkbox
        name="remember"
        checked={form.remember}
        onCheckedChange={(on) => form.setRemember(on === true)}
        label={intl.formatMessage(labels.remember)}
      />
      <FormError error={form.error} />
      <OfflineNote />
      <Button type="submit" fullWidth size="lg" loading={form.submitting}>
        {intl.formatMessage(labels.login)}
      </Button>
    </form>
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
    <div className={css.screen}>
      <div className={css.topBar}>
        <span />
        <CloseToHome />
      </div>
      <div className={css.brand}>
        <Heading level={1}>{intl.formatMessage(labels.loginTitle)}</Heading>
      </div>
      <SettingsGate settings={form.settings}>
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
      </SettingsGate>
      <HumanCheckDialog flow={form.sms} />
    </div>
  );
});

export default LoginScreen;
