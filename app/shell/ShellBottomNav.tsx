// The bottom menu (SPEC §2 Layout): Home; Share (referral on and not an agent, or nobody logged
// in); Deposit; Customer service (the Telegram link); Member. Visitors tapping Share or Member go
// to /m/login; a trial member tapping Member gets a prompt with Cancel and Register now, which
// opens the register modal (app/screens/accounts/RegisterModalHost.tsx).
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { BottomNav, Box, IconDeposit, IconHeadset, IconHome, IconShare, IconUser } from '@ds';
import { storeMessages } from '../stores/messages';
import { useStores } from '../stores/context';
import { RegisterModalHost } from '../screens/accounts/RegisterModalHost';
import { bottomMenu, viewerOf, type MenuItem, type MenuKey } from './bottomMenu';
import { shellMessages } from './messages';

const labels: Record<MenuKey, MessageDescriptor> = {
  home: shellMessages.navHome,
  share: shellMessages.navShare,
  deposit: shellMessages.navDeposit,
  service: shellMessages.navService,
  member: shellMessages.navMember,
};
const icons: Record<MenuKey, ReactNode> = {
  home: <IconHome />,
  share: <IconShare />,
  deposit: <IconDeposit />,
  service: <IconHeadset />,
  member: <IconUser />,
};

export const ShellBottomNav = observer(function ShellBottomNav({ routeName }: { routeName: string }) {
  const intl = useIntl();
  const { session, settings, ui, messages, features } = useStores();
  const items = bottomMenu(viewerOf(session), {
    referralEnabled: settings.referralEnabled,
    telegramUrl: settings.telegramUrl,
  });

  const askTrial = async () => {
    const register = await ui.confirm({
      title: storeMessages.trialRefusedTitle,
      message: storeMessages.trialActualAccount,
      confirmLabel: storeMessages.registerNow,
      cancelLabel: storeMessages.cancel,
    });
    // The register modal (SPEC §4); the registration page where the merchant hides it.
    if (register) features.accounts.openRegister();
  };

  const item = (entry: MenuItem) => {
    const unread = entry.key === 'member' ? messages.unread.totalUnreadCount : 0;
    const action = entry.action;
    return (
      <BottomNav.Item
        key={entry.key}
        icon={icons[entry.key]}
        label={intl.formatMessage(labels[entry.key])}
        active={entry.activeOn.includes(routeName)}
        badge={unread > 0 ? unread : undefined}
        href={action.kind === 'navigate' ? action.to : action.kind === 'external' ? action.href : undefined}
        onClick={action.kind === 'trialPrompt' ? () => void askTrial() : undefined}
      />
    );
  };

  return (
    <Box display="contents" data-shell-nav="">
      <BottomNav.Root label={intl.formatMessage(shellMessages.navLabel)}>{items.map(item)}</BottomNav.Root>
      {/* Kept while open, so the success state shows after the trial session becomes a member's. */}
      {session.isTrial || features.accounts.showRegister ? <RegisterModalHost /> : null}
    </Box>
  );
});
