// /m/notice (SPEC §2, §4): the announcements, newest first, unread ones marked. Tapping one opens
// its full text (server HTML, sanitised for the announcement context) in a bottom sheet and marks it
// read at once; the store then tells the platform and reloads, so every unread badge follows.
// 'Mark all read' does the same for every unread one.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Badge, Button, EmptyState, IconBell, List, ListItem, Stack, Text } from '@ds';
import { formatCardDate } from '../../format/format';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import { messageCentreFeature } from '../../stores/messageCentre';
import type { Announcement } from '../../stores/messageCentre';
import { lobbyMessages } from '../lobby/messages';
import { noticeMessages as m } from './messages';
import { HtmlSheet, ListSkeletons } from './parts';

export default observer(function NoticeScreen() {
  const intl = useIntl();
  const { messages, ui } = useStores();
  const centre = useFeature(messageCentreFeature);
  const [openId, setOpenId] = useState<number | null>(null);
  const state = centre.noticesLoad.state;

  useEffect(() => {
    void centre.loadNotices();
    void messages.loadUnread();
  }, [centre, messages]);
  useRetryOnReconnect(ui.online, state === 'error', () => void centre.loadNotices());

  const open = (a: Announcement) => {
    setOpenId(a.id);
    void centre.markNoticeRead(a.id);
  };
  const markAll = async () => {
    await centre.markAllNoticesRead();
    ui.showToast(m.allRead, { kind: 'success' });
  };

  let body;
  if (state === 'idle' || state === 'loading') body = <ListSkeletons label={intl.formatMessage(m.loading)} />;
  else if (state === 'error')
    body = (
      <div role="alert" data-testid="notice-error">
        <EmptyState
          title={intl.formatMessage(ui.online ? m.loadFailed : m.offline)}
          action={
            <Button variant="secondary" onClick={() => void centre.loadNotices()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        />
      </div>
    );
  else if (!centre.notices.length)
    body = (
      <div data-testid="notice-empty">
        <EmptyState
          live
          image={<IconBell size="lg" />}
          title={intl.formatMessage(lobbyMessages.noData)}
          description={intl.formatMessage(m.emptyDetail)}
        />
      </div>
    );
  else
    body = (
      <List aria-label={intl.formatMessage(m.list)} data-testid="notice-list">
        {centre.notices.map((a) => (
          <ListItem
            key={a.id}
            label={
              <Text weight={a.read ? 'regular' : 'bold'} truncate>
                {a.title}
              </Text>
            }
            description={formatCardDate(a.createdAt)}
            trailing={a.read ? null : <Badge dot label={intl.formatMessage(m.unread)} />}
            onClick={() => open(a)}
          />
        ))}
      </List>
    );

  const notice = openId === null ? null : (centre.notices.find((a) => a.id === openId) ?? null);
  return (
    <Stack gap="md" paddingX="gutter" paddingY="md" data-testid="notice-screen" data-state={state}>
      {centre.unreadNotices > 0 ? (
        <Stack direction="row" justify="end">
          <Button variant="secondary" size="sm" onClick={() => void markAll()} data-testid="notice-mark-all">
            {intl.formatMessage(m.markAllRead)}
          </Button>
        </Stack>
      ) : null}
      {body}
      <HtmlSheet item={notice} closeLabel={intl.formatMessage(m.close)} onClose={() => setOpenId(null)} />
    </Stack>
  );
});
