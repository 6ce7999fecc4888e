// Small pieces shared by the accounts screens: the form card, the form-level failure, a form's
// loading and error states, the dialing code picker and the close button that goes home.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Alert, Button, Card, IconButton, IconClose, Select, Spinner, Stack, Tabs, Text } from '@ds';
import { useStores } from '../../../stores/context';
import type { AccountSettings } from '../../../stores/accounts/AccountSettings';
import { labels } from '../messages';
import { useAccountText } from './useAccountForm';
import { pathTo } from '../../../routes/routeTable';

/** The card an accounts form sits on. */
export function AccountCard({ children }: { children: ReactNode }) {
  return (
    <Card tone="elevated" padding="lg">
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

/** A message that belongs to no field, announced as it appears (the live region is always there). */
export function FormAlert({ text }: { text: string | null | undefined }) {
  return (
    <div role="alert" aria-live="assertive">
      {text ? (
        <Alert variant="banner" role="none">
          {text}
        </Alert>
      ) : null}
    </div>
  );
}

/** A failure that belongs to no field, announced as it appears. */
export function FormError({ error }: { error: unknown }) {
  const { failure } = useAccountText();
  return <FormAlert text={failure(error)} />;
}

/** What a form shows before it can be used: a spinner while its data loads, the failure with a retry. */
export function FormLoad({
  failed,
  error,
  onRetry,
}: {
  failed: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { intl, failure } = useAccountText();
  return (
    <Stack flexGrow={1} align="center" justify="center" gap="md" padding="xl" textAlign="center">
      {failed ? (
        <>
          <Alert variant="banner">{failure(error)}</Alert>
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage(labels.retry)}
          </Button>
        </>
      ) : (
        <Stack align="center" gap="md" role="status">
          <Spinner size="lg" />
          <Text tone="secondary">{intl.formatMessage(labels.loading)}</Text>
        </Stack>
      )}
    </Stack>
  );
}

/** The links under a form (register, forgot password, back to login), spread across its width. */
export function FormLinks({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" justify="between" gap="sm" wrap>
      {children}
    </Stack>
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
  if (settings.state === 'loading' || settings.state === 'error')
    return (
      <FormLoad
        failed={settings.state === 'error'}
        error={settings.error}
        onRetry={() => void settings.load()}
      />
    );
  return <>{children}</>;
});

/** While offline the form stays usable; sending waits for the connection (the shell shows a banner too). */
export const OfflineNote = observer(function OfflineNote() {
  const { ui } = useStores();
  const { intl } = useAccountText();
  if (ui.online) return null;
  return (
    <Text as="p" size="sm" tone="secondary">
      {intl.formatMessage(labels.offline)}
    </Text>
  );
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
  if (codes.length <= 1)
    return (
      <Text size="sm" tone="secondary">
        {value}
      </Text>
    );
  return (
    <Select
      variant="inline"
      label={intl.formatMessage(labels.dialingCode)}
      options={codes.map((code) => ({ value: code }))}
      value={value}
      onValueChange={onChange}
    />
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
    <Stack
      as="form"
      gap="md"
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </Stack>
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
