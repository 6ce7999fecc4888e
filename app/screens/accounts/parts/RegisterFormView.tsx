// The registration form (SPEC §2, §3, §5) as the register page and the register modal show it:
// username or mobile tab, every field the merchant's rules enable, password visibility toggles, the
// SMS code button, the captcha when the merchant has it on, the affiliate code (from the link's
// `code` too), sign-up disabled while the agree box is off, the first invalid field focused, one
// request per tap. The flow store (RegisterForm) belongs to the caller, which decides what a
// successful registration leads to.
import { observer } from 'mobx-react-lite';
import type { MessageDescriptor } from 'react-intl';
import { Link } from '../../../routes/Link';
import { Button, Checkbox } from '@ds';
import type {
  ExtraField,
  RegisterField,
  RegisterForm,
  RegisterTab,
} from '../../../stores/accounts/RegisterForm';
import * as css from '../accounts.css';
import { agreeMessage, labels } from '../messages';
import { AccountForm, FormError, MethodTabs, OfflineNote } from './common';
import { FieldInput } from './FieldInput';
import { FormCaptcha } from './FormCaptcha';
import { MobileNumberField, SmsCodeField, SmsError } from './MobileCodeFields';
import { NewPasswordFields } from './PasswordFields';
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
  const { intl, label: labelOf } = useAccountText();
  const fields = useFieldFocus();
  const { register } = fields;

  const label = (name: RegisterField, text: MessageDescriptor) => labelOf(text, form.isRequired(name));
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
          <MobileNumberField
            key={name}
            mobile={form.mobile}
            inputRef={common.inputRef}
            required={common.required}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={name}
            mobile={form.mobile}
            inputRef={common.inputRef}
            onInvalidNumber={() => fields.focus('mobileNum')}
          />
        );
      case 'password':
        // The pair: the confirmation comes with it.
        return (
          <NewPasswordFields
            key={name}
            pair={form.passwords}
            fields={fields}
            text={{ password: labels.password, confirmation: labels.confirmPassword }}
            maxLength={maxOf('password', 20)}
          />
        );
      case 'confirmPassword':
        return null;
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
        return <FormCaptcha key={name} captcha={form.captcha} field={f} inputRef={common.inputRef} />;
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
    <AccountForm
      label={intl.formatMessage(labels.registerTitle)}
      onSubmit={() => fields.submit(() => form.submit(), onRegistered)}
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
      <SmsError mobile={form.mobile} />
      <OfflineNote />
      <Button type="submit" fullWidth size="lg" disabled={!form.agree} loading={form.submitting}>
        {intl.formatMessage(labels.signUp)}
      </Button>
    </AccountForm>
  );

  return (
    <MethodTabs methods={form.tabs} value={form.tab} onChange={(t) => form.setTab(t)} label={tabLabel}>
      {formElement}
    </MethodTabs>
  );
});
