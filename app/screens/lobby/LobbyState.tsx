// The states every game screen shares: loading (tile skeletons), error with retry, empty (the
// no-data placeholder), offline, and the name search box that searches on Enter.
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, EmptyState, IconSearch, Stack, Text, TileGridSkeleton } from '@ds';
import { lobbyMessages as m } from './messages';
import * as s from './LobbyState.css';

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
    <form role="search" className={s.search} onSubmit={submit}>
      <IconSearch aria-hidden="true" />
      <input
        className={s.searchInput}
        type="search"
        enterKeyHint="search"
        aria-label={intl.formatMessage(m.searchLabel)}
        placeholder={intl.formatMessage(m.searchPlaceholder)}
        value={value}
        maxLength={64}
        onChange={(e) => onChange(e.target.value)}
        data-testid="game-search"
      />
    </form>
  );
}
