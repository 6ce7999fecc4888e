// /m/webEmail (members, not trial accounts: the route refuses those with free_reject): the inbox,
// newest first, unread ones marked, a page at a time. Tapping a message opens its text (server
// HTML, sanitised) in a bottom sheet and marks it read at once; the store then tells the platform
// and reloads the counts, so every unread badge follows. 'Mark all read' does the same for the list.
// Delete (from the open message) asks first, then the message leaves the list at once; a refusal
// puts it back and says why.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Badge, Button, EmptyState, IconMail, List, ListItem, Stack, Text } from '@ds';
import { describeError } from '../../api/errorMessages';
import { storeMessages } from '../../stores/messages';
import { formatCardDate } from '../../format/format';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import { messageCentreFeature } from '../../stores/messageCentre';
import type { InboxMessage } from '../../stores/messageCentre';
import { lobbyMessages } from '../lobby/messages';
import { HtmlSheet, ListSkeletons } from '../notice/parts';
import { inboxMessages as m } from './messages';

export default observer(function InboxScreen() {
  const intl = useIntl();
  const { messages, ui } = useStores();
  const centre = useFeature(messageCentreFeature);
  const [openId, setOpenId] = useState<number | null>(null);
  const state = centre.inboxLoad.state;

  useEffect(() => {
    void centre.loadInbox();
    void messages.loadUnread();
  }, [centre, messages]);
  useRetryOnReconnect(ui.online, state === 'error', () => void centre.loadInbox());

  const open = (message: InboxMessage) => {
    setOpenId(message.id);
    void centre.markInboxRead(message.id);
  };
  const remove = async (message: InboxMessage) => {
    const sure = await ui.confirm({
      title: m.deleteTitle,
      message: m.deleteQuestion,
      values: { title: message.title },
      confirmLabel: m.delete,
      cancelLabel: storeMessages.cancel,
    });
    if (!sure) return;
    setOpenId(null);
    try {
      await centre.deleteInbox(message.id);
      ui.showToast(m.deleted, { kind: 'success' });
    } catch (e) {
      ui.showToast(
        describeError(e, (id) => Boolean(intl.messages[id])),
        { kind: 'error' },
      );
    }
  };
  const markAll = async () => {
    await centre.markAllInboxRead();
    ui.showToast(m.allRead, { kind: 'success' });
  };

  let body;
  if (state === 'idle' || state === 'loading') body = <ListSkeletons label={intl.formatMessage(m.loading)} />;
  else if (state === 'error')
    body = (
      <div role="alert" data-testid="inbox-error">
        <EmptyState
          title={intl.formatMessage(ui.online ? m.loadFailed : m.offline)}
          action={
            <Button variant="secondary" onClick={() => void centre.loadInbox()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        />
      </div>
    );
  else if (!centre.inbox.length)
    body = (
      <div data-testid="inbox-empty">
        <EmptyState
          live
          image={<IconMail size="lg" />}
          title={intl.formatMessage(lobbyMessages.noData)}
          description={intl.formatMessage(m.emptyDetail)}
        />
      </div>
    );
  else
    body = (
      <>
        <List aria-label={intl.formatMessage(m.list)} data-testid="inbox-list">
          {centre.inbox.map((message) => (
            <ListItem
              key={message.id}
              label={
                <Text weight={message.read ? 'regular' : 'bold'} truncate>
                  {message.title}
                </Text>
              }
              description={formatCardDate(message.createdAt)}
              trailing={message.read ? null : <Badge dot label={intl.formatMessage(m.unread)} />}
              onClick={() => open(message)}
            />
          ))}
        </List>
        {centre.inboxMore.state === 'error' ? (
          <Text size="sm" tone="secondary" role="alert" align="center">
            {intl.formatMessage(m.loadFailed)}
          </Text>
        ) : null}
        {centre.inboxHasMore ? (
          <Button
            variant="secondary"
            loading={centre.inboxMore.loading}
            onClick={() => void centre.loadMoreInbox()}
            data-testid="inbox-more"
          >
            {intl.formatMessage(m.more)}
          </Button>
        ) : null}
      </>
    );

  const message = openId === null ? null : (centre.inbox.find((x) => x.id === openId) ?? null);
  return (
    <Stack gap="md" paddingX="gutter" paddingY="md" data-testid="inbox-screen" data-state={state}>
      {centre.unreadInbox > 0 ? (
        <Stack direction="row" justify="end">
          <Button variant="secondary" size="sm" onClick={() => void markAll()} data-testid="inbox-mark-all">
            {intl.formatMessage(m.markAllRead)}
          </Button>
        </Stack>
      ) : null}
      {body}
      <HtmlSheet
        item={message}
        closeLabel={intl.formatMessage(m.close)}
        onClose={() => setOpenId(null)}
        actions={
          message ? (
            <Button
              variant="danger"
              fullWidth
              onClick={() => void remove(message)}
              data-testid="inbox-delete"
            >
              {intl.formatMessage(m.delete)}
            </Button>
          ) : null
        }
      />
    </Stack>
  );
});
