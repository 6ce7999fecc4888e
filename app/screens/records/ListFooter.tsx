// A record list (one row a line, virtualised, the next page as the player scrolls) and what stands
// under it: the next page loading, a failed page with its retry, or the end.
import type { ReactElement, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Spinner, Stack, Text, VirtualGrid } from '@ds';
import type { Loader } from '../../stores/load';
import { recordMessages as m } from './messages';

/** What the footer reads of a paged list. */
interface Pages {
  more: Loader;
  hasMore: boolean;
  loadMore(): Promise<boolean>;
}

interface RecordListProps<T> {
  list: Pages & { rows: readonly T[] };
  label: string;
  getKey: (row: T) => string | number;
  renderItem: (row: T) => ReactNode;
  'data-testid'?: string;
}

function RecordListView<T>({ list, label, getKey, renderItem, ...rest }: RecordListProps<T>) {
  return (
    <VirtualGrid
      items={list.rows}
      columns={1}
      gap="xs"
      label={label}
      getKey={getKey}
      renderItem={renderItem}
      hasMore={list.hasMore}
      loading={list.more.loading}
      onLoadMore={() => void list.loadMore()}
      footer={<ListFooter list={list} />}
      {...rest}
    />
  );
}

/** The rows of a paged record list; observes the list, so its pages and state redraw it. */
export const RecordList = observer(RecordListView) as <T>(props: RecordListProps<T>) => ReactElement;

/** What the footer says: the next page loading, a failed page, its retry, the end of the list. */
export interface ListFooterLabels {
  loadingMore: MessageDescriptor;
  loadFailed: MessageDescriptor;
  retry: MessageDescriptor;
  end: MessageDescriptor;
}

export const ListFooter = observer(function ListFooter({
  list,
  labels = m,
  endTestId = 'records-end',
}: {
  list: Pages;
  /** The record screens' words unless a list of other things gives its own. */
  labels?: ListFooterLabels;
  endTestId?: string;
}) {
  const intl = useIntl();
  if (list.more.loading)
    return (
      <Stack direction="row" gap="sm" align="center" justify="center">
        <Spinner size="sm" /> <Text size="sm">{intl.formatMessage(labels.loadingMore)}</Text>
      </Stack>
    );
  if (list.more.state === 'error')
    return (
      <Stack gap="sm" align="center" role="alert">
        <Text size="sm" tone="secondary">
          {intl.formatMessage(labels.loadFailed)}
        </Text>
        <Button variant="secondary" size="sm" onClick={() => void list.loadMore()}>
          {intl.formatMessage(labels.retry)}
        </Button>
      </Stack>
    );
  if (list.hasMore) return null;
  return (
    <Text size="sm" tone="muted" data-testid={endTestId}>
      {intl.formatMessage(labels.end)}
    </Text>
  );
});
