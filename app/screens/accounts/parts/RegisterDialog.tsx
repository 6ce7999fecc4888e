// The register modal (SPEC §4): the registration form in a bottom sheet, opened by the accounts
// store (showRegister) where a quick sign-up is wanted without leaving the page. Mounting it builds
// the RegisterForm, which loads the merchant's rules and fetches the captchas. A successful
// registration logs the new member in (registerSuccess) and shows a welcome with a button that
// closes the sheet; the page underneath stays where it was.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Button, Heading, IconCheckCircle, Sheet, Text } from '@ds';
import { useStores } from '../../../stores/context';
import { RegisterForm } from '../../../stores/accounts/RegisterForm';
import * as css from '../accounts.css';
import { labels, registerModalLabels, registerWelcomeMessage } from '../messages';
import { SettingsGate } from './common';
import { RegisterFormView } from './RegisterFormView';
import { HumanCheck } from './SmsCode';
import { useAccountForm, useAccountText } from './useAccountForm';

/** The success state; its button takes the focus (the form that had it is gone). */
function Welcome({ name, onStart }: { name: string; onStart: () => void }) {
  const { intl } = useAccountText();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className={css.success} role="status">
      <IconCheckCircle size="lg" />
      <Heading level={2}>{intl.formatMessage(registerModalLabels.successTitle)}</Heading>
      <Text>{intl.formatMessage(registerWelcomeMessage, { name })}</Text>
      <Button ref={button} fullWidth onClick={onStart}>
        {intl.formatMessage(registerModalLabels.start)}
      </Button>
    </div>
  );
}

const RegisterDialog = observer(function RegisterDialog() {
  const root = useStores();
  const { accounts } = root.features;
  const form = useAccountForm((deps) => new RegisterForm(deps));
  const { intl } = useAccountText();
  const name = root.session.info?.userName ?? '';

  return (
    <Sheet.Root
      open
      onOpenChange={(open) => {
        if (!open) accounts.closeRegister();
      }}
    >
      <Sheet.Content
        side="bottom"
        title={intl.formatMessage(
          accounts.registerSuccess ? registerModalLabels.successTitle : registerModalLabels.title,
        )}
        closeLabel={intl.formatMessage(labels.close)}
      >
        {accounts.registerSuccess ? (
          <Welcome name={name} onStart={() => accounts.closeRegister()} />
        ) : (
          <SettingsGate settings={form.settings}>
            <RegisterFormView form={form} onRegistered={() => accounts.registered()} />
          </SettingsGate>
        )}
        <HumanCheck flow={form.mobile.sms} />
      </Sheet.Content>
    </Sheet.Root>
  );
});

export default RegisterDialog;
