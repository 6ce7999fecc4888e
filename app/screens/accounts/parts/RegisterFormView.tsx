// The registration form (SPEC §2, §3, §5) as the register page and the register modal show it:
// username or mobile tab, every field the merchant's rules enable, password visibility toggles, the
// SMS code button, the captcha when the merchant has it on, the affiliate code (from the link's
// `code` too), sign-up disabled while the agree box is off, the first invalid field focused, one
// request per tap. The flow store (RegisterForm) belongs to the caller, which decides what a
// successful registration leads to.
import { observer } from 'mobx-react-lite';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, CaptchaField, Checkbox } from '@ds';
import type {
  ExtraField,
  RegisterField,
  RegisterForm,
  RegisterTab,
} from '../../../stores/accounts/RegisterForm';
import { CAPTCHA_MAX, SMS_CODE_MAX, digitsOnly } from '../../../stores/accounts/rules';
import * as css from '../accounts.css';
import { agreeMessage, labels } from '../messages';
import { DialingCodeSelect, FormError, MethodTabs, OfflineNote } from './common';
import { FieldInput } from './FieldInput';
import { SmsButton } from './SmsCode';
import { useAccountText, useFieldFocus } from './useAccountForm';
import { pathTo } from '../../../routes/routeTable';

const extraLabels: Record<ExtraField, MessageDescriptor> = {
  nickname: labels.nickname,
  payeeName: labels.payeeName,
  email: labels.email,
  paymentPassword: labels.paymentPassword,
  idNumber: labels.idNumber,
  recommenderId: labels.recommenderId,
  qqNum: labels.qqNum,
  facebook: labels.facebookField,
  wechat: labels.wechat,
  line: labels.line,
  whatsapp: labels.whatsapp,
  zalo: labels.zalo,
};

const extraInput: Partial<
  Record<ExtraField, { type?: 'email' | 'tel' | 'password'; autoComplete: string; numeric?: boolean }>
> = {
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  paymentPassword: { type: 'password', autoComplete: 'off', numeric: true },
  whatsapp: { type: 'tel', autoComplete: 'off' },
  zalo: { type: 'tel', autoComplete: 'off' },
};

export const RegisterFormView = observer(function RegisterFormView({
  form,
  onRegistered,
}: {
  form: RegisterForm;
  /** After a successful registration (the session has started). */
  onRegistered: () => void;
}) {
  const { intl, message } = useAccountText();
  const { register, focus } = useFieldFocus();

  const submit = async () => {
    const result = await form.submit();
    if (result.ok) onRegistered();
    else focus(result.focus);
  };

  const label = (name: RegisterField, text: MessageDescriptor) => {
    const base = intl.formatMessage(text);
    return form.isRequired(name) ? base : `${base} ${intl.formatMessage(labels.optional)}`;
  };
  const maxOf = (name: RegisterField, fallback = 64) => {
    const max = form.rule(name)?.maxLength;
    return max && max > 0 ? max : fallback;
  };

  const renderField = (name: RegisterField) => {
    const f = form.fields[name];
    const common = { field: f, inputRef: register(name), required: form.isRequired(name) };
    switch (name) {
      case 'username':
        return (
          <FieldInput
            key={name}
            {...common}
            label={label(name, labels.username)}
            autoComplete="username"
            maxLength={maxOf(name, 16)}
            onBlur={() => void form.checkUsername()}
          />
        );
      case 'mobileNum':
        return (
          <FieldInput
            key={name}
            {...common}
            type="tel"
            label={label(name, labels.mobileNum)}
            autoComplete="tel-national"
            numeric
            maxLength={20}
            filter={(v) => digitsOnly(v, 20)}
            startAdornment={
              <DialingCodeSelect
                value={form.countryDialingCode}
                codes={form.settings.dialingCodes}
                onChange={(c) => form.setDialingCode(c)}
              />
            }
          />
        );
      case 'verificationCode':
        return (
          <FieldInput
            key={name}
            {...common}
            label={label(name, labels.smsCode)}
            autoComplete="one-time-code"
            numeric
            maxLength={SMS_CODE_MAX}
            filter={(v) => digitsOnly(v, SMS_CODE_MAX)}
            endAdornment={
              <SmsButton
                flow={form.sms}
                onRequest={() => form.requestSmsCode() || (focus('mobileNum'), false)}
              />
            }
          />
        );
      case 'password':
      case 'confirmPassword':
        return (
          <FieldInput
            key={name}
            {...common}
            type="password"
            label={label(name, name === 'password' ? labels.password : labels.confirmPassword)}
            autoComplete="new-password"
            maxLength={maxOf('password', 20)}
          />
        );
      case 'affiliateCode':
        return (
          <FieldInput
            key={name}
            {...common}
            label={label(name, labels.affiliateCode)}
            autoComplete="off"
            maxLength={maxOf(name, 32)}
          />
        );
      case 'captcha':
        return (
          <CaptchaField
            key={name}
            label={intl.formatMessage(labels.captcha)}
            hint={intl.formatMessage(labels.captchaHint)}
            name="captcha"
            required
            src={form.captcha.image || undefined}
            loading={form.captcha.state === 'loading'}
            refreshLabel={intl.formatMessage(labels.captchaImage)}
            onRefresh={() => {
              f.reset();
              void form.captcha.refresh();
            }}
            value={f.value}
            onValueChange={(v) => f.set(digitsOnly(v, CAPTCHA_MAX))}
            error={message(f.error)}
            ref={register(name)}
          />
        );
      default: {
        const extra = extraInput[name];
        return (
          <FieldInput
            key={name}
            {...common}
            type={extra?.type}
            numeric={extra?.numeric}
            label={label(name, extraLabels[name])}
            autoComplete={extra?.autoComplete ?? 'off'}
            maxLength={maxOf(name)}
          />
        );
      }
    }
  };

  const tabLabel = (t: RegisterTab) =>
    intl.formatMessage(t === 'username' ? labels.tabUsername : labels.tabMobile);
  const minimumAge = form.settings.value?.settings.minimumAge ?? 18;

  const formElement = (
    <form
      className={css.form}
      noValidate
      aria-label={intl.formatMessage(labels.registerTitle)}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {form.visible.map(renderField)}
      <Checkbox
        name="agree"
        checked={form.agree}
        onCheckedChange={(on) => form.setAgree(on === true)}
        label={intl.formatMessage(agreeMessage, {
          age: minimumAge,
          link: (chunks) => (
            <Link className={css.textLink} to={pathTo('userAgreement')}>
              {chunks}
            </Link>
          ),
        })}
      />
      {form.agree ? null : <p className={css.note}>{intl.formatMessage(labels.agreeNeeded)}</p>}
      <FormError error={form.error} />
      <FormError error={form.sms.dialogOpen ? null : form.sms.error} />
      <OfflineNote />
      <Button type="submit" fullWidth size="lg" disabled={!form.agree} loading={form.submitting}>
        {intl.formatMessage(labels.signUp)}
      </Button>
    </form>
  );

  return (
    <MethodTabs methods={form.tabs} value={form.tab} onChange={(t) => form.setTab(t)} label={tabLabel}>
      {formElement}
    </MethodTabs>
  );
});
