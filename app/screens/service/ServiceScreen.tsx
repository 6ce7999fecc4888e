// /m/service (SPEC §2, §3): the merchant's customer service links (decrypted from the site
// settings, type '3': WhatsApp, the CS page), the live chat when the merchant has it (CBS3) and the
// player is not on a trial account, and the Telegram and affiliate links from the download links.
// Every address is platform data: only ones that pass the URL check become links, and those open
// in a new tab (a plain link tapped by the player, which iOS never blocks) while the app stays
// where it is, under the shell's back header.
import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, EmptyState, IconChat, IconService, IconTelegram, List, ListItem, Stack } from '@ds';
import { linkUrl } from '../../security/urls';
import { useFeature, useStores } from '../../stores/context';
import { messageCentreFeature } from '../../stores/messageCentre';
import { useOpenChat } from '../message/useOpenChat';
import { ListSkeletons } from '../notice/parts';
import { serviceMessages as m } from './messages';

/** Known entry titles get a translated name; any other shows the merchant's own title. */
const titles: Record<string, MessageDescriptor> = { whatsapp: m.whatsapp, cs: m.cs };

export default observer(function ServiceScreen() {
  const intl = useIntl();
  const { settings, session } = useStores();
  const centre = useFeature(messageCentreFeature);
  const openChat = useOpenChat();
  const state = centre.serviceLoad.state;

  useEffect(() => {
    void centre.loadService();
  }, [centre]);

  const external = (key: string, label: string, raw: string | null | undefined, icon: ReactNode) => {
    const href = linkUrl(raw);
    if (!href) return null;
    return (
      <ListItem
        key={key}
        label={label}
        description={intl.formatMessage(m.opensOutside)}
        icon={icon}
        href={href}
        external
      />
    );
  };

  const rows = [
    ...centre.service.map((e, i) => {
      const known = titles[e.title.toLowerCase()];
      return external(`cs-${i}`, known ? intl.formatMessage(known) : e.title, e.path, <IconService />);
    }),
    settings.isOn('CBS3') && !session.isTrial ? (
      <ListItem
        key="chat"
        label={intl.formatMessage(m.chat)}
        icon={<IconChat />}
        onClick={() => void openChat()}
      />
    ) : null,
    external('telegram', intl.formatMessage(m.telegram), settings.telegramUrl, <IconTelegram />),
    external(
      'affiliate',
      intl.formatMessage(m.affiliate),
      settings.resource('AFFILIATELINK'),
      <IconService />,
    ),
  ].filter(Boolean);

  let body;
  if ((state === 'idle' || state === 'loading') && !centre.service.length)
    body = <ListSkeletons label={intl.formatMessage(m.loading)} />;
  else if (state === 'error' && !rows.length)
    body = (
      <div role="alert">
        <EmptyState
          title={intl.formatMessage(m.loadFailed)}
          action={
            <Button variant="secondary" onClick={() => void centre.loadService()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        />
      </div>
    );
  else if (!rows.length) body = <EmptyState live title={intl.formatMessage(m.none)} />;
  else
    body = (
      <List aria-label={intl.formatMessage(m.list)} data-testid="service-list">
        {rows}
      </List>
    );

  return (
    <Stack gap="md" paddingX="gutter" paddingY="md" data-testid="service-screen" data-state={state}>
      {body}
    </Stack>
  );
});
