// /m/forget: password reset by phone with an SMS code (behind the human-verification step). After
// the reset the change-saved toast shows and the visitor is offered the login screen.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Heading, Text } from '@ds';
import { ForgetForm } from '../../stores/accounts/ForgetForm';
import { SMS_CODE_MAX, digitsOnly } from '../../stores/accounts/rules';
import * as css from './accounts.css';
import { labels } from './messages';
import { CloseToHome, DialingCodeSelect, FormError, OfflineNote, SettingsGate } from './parts/common';
import { FieldInput } from './parts/FieldInput';
import { HumanCheckDialog, SmsButton } from './parts/SmsCode';
import { useAccountForm, useAccountText, useFieldFocus } from './parts/useAccountForm';
import { pathTo } from '../../routes/routeTable';

const ForgetScreen = observer(function ForgetScreen() {
  const form = useAccountForm((deps) => new ForgetForm(deps));
  const { intl } = useAccountText();
  const { register, focus } = useFieldFocus();

  return (
    <div className={css.screen}>
      <div className={css.topBar}>
        <span />
        <CloseToHome />
      </div>
      <div className={css.brand}>
        <Heading level={1}>{intl.formatMessage(labels.forgetTitle)}</Heading>
        <Text tone="secondary" size="sm">
          {intl.formatMessage(labels.forgetIntro)}
        </Text>
      </div>
      <SettingsGate settings={form.settings}>
        <div className={css.card}>
          {form.done ? (
            <div role="status" className={css.form}>
              <Text>{intl.formatMessage(labels.resetDone)}</Text>
              <Button href={pathTo('login')} fullWidth size="lg">
                {intl.formatMessage(labels.goLogin)}
              </Button>
            </div>
          ) : (
            <form
              className={css.form}
              noValidate
              aria-label={intl.formatMessage(labels.forgetTitle)}
              onSubmit={async (e) => {
                e.preventDefault();
                const result = await form.submit();
                if (!result.ok) focus(result.focus);
              }}
            >
              <FieldInput
                field={form.mobileNum}
                type="tel"
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
              <FieldInput
                field={form.newPassword}
                type="password"
                label={intl.formatMessage(labels.newPassword)}
                autoComplete="new-password"
                required
                maxLength={20}
                inputRef={register('newPassword')}
              />
              <FieldInput
                field={form.confirmNewPassword}
                type="password"
                label={intl.formatMessage(labels.confirmNewPassword)}
                autoComplete="new-password"
                required
                maxLength={20}
                inputRef={register('confirmNewPassword')}
              />
              <FormError error={form.error} />
              <OfflineNote />
              <Button type="submit" fullWidth size="lg" loading={form.submitting}>
                {intl.formatMessage(labels.resetSubmit)}
              </Button>
            </form>
          )}
          <Link className={css.textLink} to={pathTo('login')}>
            {intl.formatMessage(labels.toLogin)}
          </Link>
        </div>
      </SettingsGate>
      <HumanCheckDialog flow={form.sms} />
    </div>
  );
});

export default ForgetScreen;
