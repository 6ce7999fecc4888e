// The states every game screen shares: loading (tile skeletons), error with retry, empty (the
// no-data placeholder), offline, and the name search box that searches on Enter.
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, EmptyState, IconSearch, Stack, Text, TextField, TileGridSkeleton } from '@ds';
import { lobbyMessages as m } from './messages';

export function TileSkeletons({ count = 9 }: { count?: number }) {
  const intl = useIntl();
  return <TileGridSkeleton count={count} label={intl.formatMessage(m.loading)} data-testid="lobby-loading" />;
}

export function LoadError({ onRetry, offline }: { onRetry: () => void; offline: boolean }) {
  const intl = useIntl();
  return (
    <Stack gap="sm" align="center" padding="lg" textAlign="center" role="alert" data-testid="lobby-error">
      <Text tone="secondary">{intl.formatMessage(offline ? m.offline : m.loadFailed)}</Text>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage(m.retry)}
      </Button>
    </Stack>
  );
}

/**
 * The no-data placeholder (SPEC §2 'Announcement ticker'): an image and 'in_no_data', with what is
 * empty said below it. `title` replaces 'in_no_data' when the list is not empty but unavailable
 * (favourites for a guest).
 */
export function EmptyList({
  children,
  title,
  action,
}: {
  children?: ReactNode;
  title?: ReactNode;
  action?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div data-testid="lobby-empty">
      <EmptyState live title={title ?? intl.formatMessage(m.noData)} description={children} action={action} />
    </div>
  );
}

/** A name search that runs on Enter (the form's submit; on phones the keyboard's search key). */
export function SearchBox({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const intl = useIntl();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Box as="form" role="search" marginX="gutter" marginY="xs" onSubmit={submit}>
      <TextField
        type="search"
        label={intl.formatMessage(m.searchLabel)}
        hideLabel
        startAdornment={<IconSearch aria-hidden="true" />}
        placeholder={intl.formatMessage(m.searchPlaceholder)}
        value={value}
        maxLength={64}
        onValueChange={onChange}
        data-testid="game-search"
      />
    </Box>
  );
}
