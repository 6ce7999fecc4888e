// Small pieces shared by the accounts screens: the form-level failure, the settings loading and
// error states, the dialing code picker and the close button that goes home.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Button, IconButton, IconChevronDown, IconClose, Spinner, Tabs, Text } from '@ds';
import { useStores } from '../../../stores/context';
import type { AccountSettings } from '../../../stores/accounts/AccountSettings';
import * as css from '../accounts.css';
import { labels } from '../messages';
import { useAccountText } from './useAccountForm';
import { pathTo } from '../../../routes/routeTable';

/** A failure that belongs to no field, announced as it appears. */
export function FormError({ error }: { error: unknown }) {
  const { failure } = useAccountText();
  const text = failure(error);
  return (
    <div role="alert" aria-live="assertive">
      {text ? <p className={css.formError}>{text}</p> : null}
    </div>
  );
}

/**
 * The settings a form depends on: a spinner while they load the first time, the failure with a
 * retry (offline included), the form once they are there.
 */
export const SettingsGate = observer(function SettingsGate({
  settings,
  children,
}: {
  settings: AccountSettings;
  children: ReactNode;
}) {
  const { intl, failure } = useAccountText();
  if (settings.state === 'loading')
    return (
      <div className={css.centred} role="status">
        <Spinner size="lg" />
        <Text tone="secondary">{intl.formatMessage(labels.loading)}</Text>
      </div>
    );
  if (settings.state === 'error')
    return (
      <div className={css.centred}>
        <p className={css.formError} role="alert">
          {failure(settings.error)}
        </p>
        <Button variant="secondary" onClick={() => void settings.load()}>
          {intl.formatMessage(labels.retry)}
        </Button>
      </div>
    );
  return <>{children}</>;
});

/** While offline the form stays usable; sending waits for the connection (the shell shows a banner too). */
export const OfflineNote = observer(function OfflineNote() {
  const { ui } = useStores();
  const { intl } = useAccountText();
  if (ui.online) return null;
  return <p className={css.note}>{intl.formatMessage(labels.offline)}</p>;
});

export function DialingCodeSelect({
  value,
  codes,
  onChange,
}: {
  value: string;
  codes: string[];
  onChange: (code: string) => void;
}) {
  const { intl } = useAccountText();
  if (codes.length <= 1) return <span className={css.note}>{value}</span>;
  return (
    <span className={css.dialingWrap}>
      <select
        className={css.dialing}
        aria-label={intl.formatMessage(labels.dialingCode)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {codes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <IconChevronDown size="sm" className={css.dialingChevron} />
    </span>
  );
}

/** The close button of the full-screen accounts pages (their header is hidden): back home. */
export function CloseToHome() {
  const root = useStores();
  const { intl } = useAccountText();
  return (
    <IconButton
      icon={<IconClose />}
      label={intl.formatMessage(labels.close)}
      onClick={() => root.navigate(pathTo('home'))}
    />
  );
}

/** A form of the accounts screens: named, checked by its flow store (not the browser), sent in place. */
export function AccountForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      className={css.form}
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The method tabs of a form (login: username / SMS; register: username / mobile); none for one method. */
export function MethodTabs<M extends string>({
  methods,
  value,
  onChange,
  label,
  children,
}: {
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
  label: (method: M) => string;
  children: ReactNode;
}) {
  const { intl } = useAccountText();
  if (methods.length <= 1) return <>{children}</>;
  return (
    <Tabs.Root value={value} onValueChange={(v) => onChange(v as M)}>
      <Tabs.List aria-label={intl.formatMessage(labels.methodTabs)}>
        {methods.map((m) => (
          <Tabs.Trigger key={m} value={m}>
            {label(m)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value}>{children}</Tabs.Content>
    </Tabs.Root>
  );
}
