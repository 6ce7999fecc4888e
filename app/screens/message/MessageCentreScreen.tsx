// Message centre (/m/message, SPEC §2): Telegram link, announcements, messages (inbox), live chat
// (only with CBS3), the affiliate service link; unread badges capped at 99+. The app header is
// hidden here; this page's own back replaces the route with /m/home.
import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  Badge,
  Box,
  Header,
  IconBell,
  IconChat,
  IconMail,
  IconService,
  IconTelegram,
  List,
  ListItem,
} from '@ds';
import { visuallyHidden } from '@ds/styles/focus.css';
import { linkUrl } from '../../security/urls';
import { titles } from '../../routes/titles';
import { shellMessages } from '../../shell/messages';
import { useStores } from '../../stores/context';
import { messageCentreMessages as m } from './messages';
import { useOpenChat } from './useOpenChat';
import { pathTo } from '../../routes/routeTable';

interface Entry {
  key: string;
  label: MessageDescriptor;
  icon: ReactNode;
  badge?: number;
  to?: string;
  href?: string | null;
  onClick?: () => void;
}

export default observer(function MessageCentreScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const root = useStores();
  const { settings, messages } = root;
  const openChat = useOpenChat();

  useEffect(() => {
    void messages.loadUnread();
  }, [messages]);

  const entries: Entry[] = [
    { key: 'telegram', label: m.telegram, icon: <IconTelegram />, href: settings.telegramUrl },
    {
      key: 'notice',
      label: m.announcements,
      icon: <IconBell />,
      to: pathTo('notice'),
      badge: messages.unread.announcementUnreadCount,
    },
    {
      key: 'inbox',
      label: m.inbox,
      icon: <IconMail />,
      to: pathTo('webEmail'),
      badge: messages.unread.inboxUnreadCount,
    },
  ];
  if (settings.isOn('CBS3')) {
    entries.push({
      key: 'chat',
      label: m.chat,
      icon: <IconChat />,
      onClick: () => void openChat(),
      badge: messages.unread.chatUnreadCount,
    });
  }
  entries.push({
    key: 'affiliate',
    label: m.affiliate,
    icon: <IconService />,
    href: settings.resource('AFFILIATELINK'),
  });

  const row = (e: Entry) => {
    const common = {
      'data-entry': e.key,
      icon: e.icon,
      trailing: e.badge ? <Badge count={e.badge} /> : null,
    };
    const label = intl.formatMessage(e.label);
    if (e.to) return <ListItem key={e.key} {...common} label={label} href={e.to} />;
    if (e.onClick) return <ListItem key={e.key} {...common} label={label} onClick={e.onClick} />;
    // Telegram and affiliate addresses are platform data: only checked http(s) ones are links.
    const href = linkUrl(e.href);
    if (!href) return null;
    return (
      <ListItem
        key={e.key}
        {...common}
        href={href}
        external
        label={
          <>
            {label}
            <span className={visuallyHidden}>{intl.formatMessage(m.opensOutside)}</span>
          </>
        }
      />
    );
  };

  return (
    <>
      <Header
        title={intl.formatMessage(titles.message)}
        backLabel={intl.formatMessage(shellMessages.back)}
        onBack={() => navigate(pathTo('home'), { replace: true })}
      />
      <Box padding="gutter">
        <List>{entries.map(row)}</List>
      </Box>
    </>
  );
});
