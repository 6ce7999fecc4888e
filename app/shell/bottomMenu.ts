// The bottom menu's items and what a tap does (SPEC §2 Layout), as a pure function of who is
// looking, so every rule is unit-tested.
import { pathTo } from '../routes/routeTable';

export type Viewer = 'visitor' | 'member' | 'trial' | 'agent';
export type MenuKey = 'home' | 'share' | 'deposit' | 'service' | 'member';

export type MenuAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'external'; href: string }
  /** Trial member tapping Member: prompt with Cancel and Register now. */
  | { kind: 'trialPrompt' }
  /** No customer service link configured: nothing to open. */
  | { kind: 'none' };

export interface MenuItem {
  key: MenuKey;
  /** Route names this item is active on. */
  activeOn: string[];
  action: MenuAction;
}

export function viewerOf(session: { isLoggedIn: boolean; isTrial: boolean; isAgent: boolean }): Viewer {
  if (!session.isLoggedIn) return 'visitor';
  if (session.isTrial) return 'trial';
  if (session.isAgent) return 'agent';
  return 'member';
}

export function bottomMenu(
  viewer: Viewer,
  options: { referralEnabled: boolean; telegramUrl: string | null },
) {
  const items: MenuItem[] = [
    { key: 'home', activeOn: ['home'], action: { kind: 'navigate', to: pathTo('home') } },
  ];
  // Share: when the referral promotion is on and the user is not an agent, or nobody is logged in.
  const showShare = viewer === 'visitor' || (options.referralEnabled && viewer !== 'agent');
  if (showShare) {
    items.push({
      key: 'share',
      activeOn: ['inviteFriends'],
      action: { kind: 'navigate', to: viewer === 'visitor' ? pathTo('login') : pathTo('inviteFriends') },
    });
  }
  items.push({
    key: 'deposit',
    activeOn: ['voucherCenter'],
    action: { kind: 'navigate', to: pathTo('voucherCenter') },
  });
  items.push({
    key: 'service',
    activeOn: [],
    action: options.telegramUrl ? { kind: 'external', href: options.telegramUrl } : { kind: 'none' },
  });
  const memberAction: MenuAction =
    viewer === 'visitor'
      ? { kind: 'navigate', to: pathTo('login') }
      : viewer === 'trial'
        ? { kind: 'trialPrompt' }
        : { kind: 'navigate', to: pathTo('memberHome') };
  items.push({ key: 'member', activeOn: ['memberHome'], action: memberAction });
  return items;
}
