// What the deposit and withdraw screens share: their forms, the summary of amounts (fee, credited,
// debited, a record's details) as a definition list, a value with its copy button, and the alert
// under a form for a failure no field owns.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CopyField, IconAlertCircle, Stack, Text, type StackProps } from '@ds';
import { copyLabelMessage, historyMessages as m } from './messages';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** The figure that matters most (what is credited or debited). */
  strong?: boolean;
}

/** Label and value rows, values at the end in tabular figures. */
export function SummaryList({ rows, testId }: { rows: readonly SummaryRow[]; testId?: string }) {
  return (
    <Stack as="dl" gap="xxs" marginTop="none" marginBottom="none" data-testid={testId}>
      {rows.map((r) => (
        <Stack key={r.label} direction="row" justify="between" align="baseline" gap="sm">
          <Text as="dt" size="sm" tone="secondary">
            {r.label}
          </Text>
          <Text
            as="dd"
            size="sm"
            tabular
            align="end"
            tone={r.strong ? 'primary' : 'secondary'}
            weight={r.strong ? 'bold' : 'regular'}
          >
            {r.value}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** A failure of the whole form (no single field owns it), announced when it appears. */
export function FormAlert({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Stack direction="row" gap="xs" align="center" role="alert" color="danger">
      <IconAlertCircle size="sm" />
      <Text tone="inherit" size="sm">
        {text}
      </Text>
    </Stack>
  );
}

/** A value to pay to or quote (an account, a key, an order number) with its copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const intl = useIntl();
  return (
    <CopyField
      label={label}
      value={value}
      copyLabel={intl.formatMessage(m.copy)}
      copyAriaLabel={intl.formatMessage(copyLabelMessage, { what: label })}
      copiedLabel={intl.formatMessage(m.copied)}
      failedLabel={intl.formatMessage(m.copyFailed)}
    />
  );
}

/**
 * A form laid out as a Stack that hands a send to `onSend`: no page load, and no browser validation
 * bubbles (the stores check the fields and the screens word the problems).
 */
export function SendForm({
  onSend,
  children,
  ...rest
}: Omit<StackProps<'form'>, 'as' | 'onSubmit' | 'noValidate'> & { onSend: () => void }) {
  return (
    <Stack
      as="form"
      gap="md"
      {...rest}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      {children}
    </Stack>
  );
}
