// The human-verification dialog that comes before every SMS request: the captcha, then the request.
// Loaded on its own (SmsCode.tsx, HumanCheck), as a page shows it only once its SMS button is tapped.
import { observer } from 'mobx-react-lite';
import { Button, CaptchaField, Dialog } from '@ds';
import type { SmsCodeFlow } from '../../../stores/accounts/SmsCodeFlow';
import { accountMessages } from '../../../stores/accounts/messages';
import { digitsOnly } from '../../../stores/accounts/rules';
import { labels } from '../messages';
import { useAccountText } from './useAccountForm';

const HumanCheckDialog = observer(function HumanCheckDialog({ flow }: { flow: SmsCodeFlow }) {
  const { intl, message } = useAccountText();
  const { captcha, answer } = flow;
  return (
    <Dialog.Root
      open={flow.dialogOpen}
      onOpenChange={(open) => {
        if (!open) flow.cancel();
      }}
    >
      <Dialog.Content
        title={intl.formatMessage(labels.humanCheckTitle)}
        description={intl.formatMessage(labels.humanCheckText)}
        closeLabel={intl.formatMessage(labels.cancel)}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void flow.confirm();
          }}
        >
          <CaptchaField
            label={intl.formatMessage(labels.captcha)}
            src={captcha.image || undefined}
            loading={captcha.state === 'loading'}
            onRefresh={() => {
              answer.reset();
              void captcha.refresh();
            }}
            refreshLabel={intl.formatMessage(
              captcha.state === 'error' ? accountMessages.captchaLoadFailed : labels.captchaImage,
            )}
            value={answer.value}
            onValueChange={(v) => answer.set(digitsOnly(v, 6))}
            error={message(answer.error)}
          />
          <Dialog.Actions>
            <Dialog.Close>
              <Button variant="secondary" type="button">
                {intl.formatMessage(labels.cancel)}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={flow.cooldown.sending}>
              {intl.formatMessage(labels.send)}
            </Button>
          </Dialog.Actions>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
});

export default HumanCheckDialog;
