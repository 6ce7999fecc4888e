// Under a record list: the next page loading, a failed page with its retry, or the end.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Spinner, Stack, Text } from '@ds';
import type { Loader } from '../../stores/load';
import { recordMessages as m } from './messages';

/** What the footer reads of a paged list. */
interface Pages {
  more: Loader;
  hasMore: boolean;
  loadMore(): Promise<boolean>;
}

export const ListFooter = observer(function ListFooter({ list }: { list: Pages }) {
  const intl = useIntl();
  if (list.more.loading)
    return (
      <Stack direction="row" gap="sm" align="center" justify="center">
        <Spinner size="sm" /> <Text size="sm">{intl.formatMessage(m.loadingMore)}</Text>
      </Stack>
    );
  if (list.more.state === 'error')
    return (
      <Stack gap="sm" align="center" role="alert">
        <Text size="sm" tone="secondary">
          {intl.formatMessage(m.loadFailed)}
        </Text>
        <Button variant="secondary" size="sm" onClick={() => void list.loadMore()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Stack>
    );
  if (list.hasMore) return null;
  return (
    <Text size="sm" tone="muted" data-testid="records-end">
      {intl.formatMessage(m.end)}
    </Text>
  );
});
