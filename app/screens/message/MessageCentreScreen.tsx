// Message centre (/m/message, SPEC §2): Telegram link, announcements, messages (inbox), live chat
// (only with CBS3), the affiliate service link; unread badges capped at 99+. The app header is
// hidden here; this page's own back replaces the route with /m/home.
import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import {
  IconBell,
  IconChat,
  IconChevronLeft,
  IconChevronRight,
  IconMail,
  IconService,
  IconTelegram,
} from '@ds';
import { Badge } from '@ds/components/Badge';
import { linkUrl } from '../../security/urls';
import { titles } from '../../routes/titles';
import { shellMessages } from '../../shell/messages';
import { useStores } from '../../stores/context';
import * as list from '../member/MemberCentre.css';
import { messageCentreMessages as m } from './messages';
import * as css from './MessageCentre.css';
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
    const inner = (
      <>
        <span className={list.listIcon} aria-hidden="true">
          {e.icon}
        </span>
        <span className={list.listLabel}>{intl.formatMessage(e.label)}</span>
        {e.badge ? <Badge count={e.badge} /> : null}
        <span className={list.chevron} aria-hidden="true">
          <IconChevronRight size="sm" />
        </span>
      </>
    );
    if (e.to) {
      return (
        <Link to={e.to} className={list.listLink}>
          {inner}
        </Link>
      );
    }
    if (e.onClick) {
      return (
        <button type="button" className={list.listLink} onClick={e.onClick}>
          {inner}
        </button>
      );
    }
    // Telegram and affiliate addresses are platform data: only checked http(s) ones are links.
    const href = linkUrl(e.href);
    if (!href) return null;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={list.listLink}>
        {inner}
        <span className={css.hidden}>{intl.formatMessage(m.opensOutside)}</span>
      </a>
    );
  };

  return (
    <>
      <div className={css.bar}>
        <button
          type="button"
          className={css.back}
          aria-label={intl.formatMessage(shellMessages.back)}
          onClick={() => navigate(pathTo('home'), { replace: true })}
        >
          <IconChevronLeft />
        </button>
        <h1 className={css.title}>{intl.formatMessage(titles.message)}</h1>
        <span />
      </div>
      <div className={css.body}>
        <ul className={list.list}>
          {entries.map((e) => {
            const content = row(e);
            return content ? (
              <li key={e.key} className={list.listItem} data-entry={e.key}>
                {content}
              </li>
            ) : null;
          })}
        </ul>
      </div>
    </>
  );
});
