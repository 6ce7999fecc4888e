// The captcha a form asks for (login after a flagged failure, registration where the merchant has
// it on): the image, refreshed by a tap (which clears the answer: it belonged to the old image),
// and the answer, digits only.
import { observer } from 'mobx-react-lite';
import { CaptchaField } from '@ds';
import type { CaptchaStore } from '../../../stores/accounts/CaptchaStore';
import type { FormField } from '../../../stores/accounts/FormField';
import { CAPTCHA_MAX, digitsOnly } from '../../../stores/accounts/rules';
import { labels } from '../messages';
import { useAccountText } from './useAccountForm';

export const FormCaptcha = observer(function FormCaptcha({
  captcha,
  field,
  inputRef,
}: {
  captcha: CaptchaStore;
  field: FormField;
  inputRef: (node: HTMLElement | null) => void;
}) {
  const { intl, message } = useAccountText();
  return (
    <CaptchaField
      label={intl.formatMessage(labels.captcha)}
      hint={intl.formatMessage(labels.captchaHint)}
      name="captcha"
      required
      src={captcha.image || undefined}
      loading={captcha.state === 'loading'}
      refreshLabel={intl.formatMessage(labels.captchaImage)}
      onRefresh={() => {
        field.reset();
        void captcha.refresh();
      }}
      value={field.value}
      onValueChange={(v) => field.set(digitsOnly(v, CAPTCHA_MAX))}
      error={message(field.error)}
      ref={inputRef}
    />
  );
});
