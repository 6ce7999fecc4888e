// A full-screen accounts page (the shell's header is hidden there): the close button, the title
// with an optional introduction, the content once the merchant's settings are there (SettingsGate),
// and the human-verification dialog of the page's SMS requests.
import type { ReactNode } from 'react';
import { Heading, Text } from '@ds';
import type { AccountSettings } from '../../../stores/accounts/AccountSettings';
import type { SmsCodeFlow } from '../../../stores/accounts/SmsCodeFlow';
import * as css from '../accounts.css';
import { CloseToHome, SettingsGate } from './common';
import { HumanCheck } from './SmsCode';

export function AccountPage({
  title,
  intro,
  settings,
  sms,
  children,
}: {
  title: string;
  intro?: string;
  settings: AccountSettings;
  sms: SmsCodeFlow;
  children: ReactNode;
}) {
  return (
    <div className={css.screen}>
      <div className={css.topBar}>
        <span />
        <CloseToHome />
      </div>
      <div className={css.brand}>
        <Heading level={1}>{title}</Heading>
        {intro ? (
          <Text tone="secondary" size="sm">
            {intro}
          </Text>
        ) : null}
      </div>
      <SettingsGate settings={settings}>{children}</SettingsGate>
      <HumanCheck flow={sms} />
    </div>
  );
}
