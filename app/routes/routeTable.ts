// Every route of SPEC §2 under /m: its name, screen module, access rule and title. The layout
// rules (header, back target, bottom menu) are functions of the name, so a test can check each.
import type { MessageDescriptor } from 'react-intl';
import { matchPath } from 'react-router-dom';
import { titles } from './titles';

/**
 * Who may open a page:
 * - 'public': everyone;
 * - 'member': guests go to /m/login?redirect=… (SPEC §4: deposit, withdraw, VIP, sign-in, game
 *   launches, favourites, recent; the issue adds inbox, chat and invite friends);
 * - 'real': as 'member', and trial accounts (type 4) are refused with free_reject (SPEC §5, §6).
 */
export type Access = 'public' | 'member' | 'real';

export interface RouteDef {
  name: string;
  /** react-router paths (the first is canonical). */
  paths: string[];
  /** Module under app/screens/ (without .tsx) whose default export is the page. */
  screen: string;
  access: Access;
  title: MessageDescriptor;
}

export const routeTable: RouteDef[] = [
  { name: 'home', paths: ['/m/home'], screen: 'home/HomeScreen', access: 'public', title: titles.home },
  {
    name: 'login',
    paths: ['/m/login'],
    screen: 'accounts/LoginScreen',
    access: 'public',
    title: titles.login,
  },
  {
    name: 'register',
    paths: ['/m/register', '/m/register.html'],
    screen: 'accounts/RegisterScreen',
    access: 'public',
    title: titles.register,
  },
  {
    name: 'forget',
    paths: ['/m/forget'],
    screen: 'accounts/ForgetScreen',
    access: 'public',
    title: titles.forget,
  },
  {
    name: 'changePsw',
    paths: ['/m/changePsw'],
    screen: 'accounts/ChangePasswordScreen',
    access: 'public',
    title: titles.changePsw,
  },
  {
    name: 'memberHome',
    paths: ['/m/member/home'],
    screen: 'member/MemberCentreScreen',
    access: 'member',
    title: titles.memberHome,
  },
  {
    name: 'voucherCenter',
    paths: ['/m/voucherCenter'],
    screen: 'deposit/DepositScreen',
    access: 'real',
    title: titles.voucherCenter,
  },
  {
    name: 'withdraw',
    paths: ['/m/withdraw'],
    screen: 'withdraw/WithdrawScreen',
    access: 'real',
    title: titles.withdraw,
  },
  {
    name: 'gameRecord',
    paths: ['/m/gameRecord'],
    screen: 'records/BetRecordScreen',
    access: 'member',
    title: titles.gameRecord,
  },
  {
    name: 'transactionRecord',
    paths: ['/m/transaction/record'],
    screen: 'records/TransactionRecordScreen',
    access: 'real',
    title: titles.transactionRecord,
  },
  {
    name: 'profitandloss',
    paths: ['/m/profitandloss'],
    screen: 'records/ProfitLossScreen',
    access: 'member',
    title: titles.profitandloss,
  },
  {
    name: 'rewardCenter',
    paths: ['/m/rewardCenter'],
    screen: 'rewards/RewardCenterScreen',
    access: 'real',
    title: titles.rewardCenter,
  },
  {
    name: 'mall',
    paths: ['/m/mall/mallHome'],
    screen: 'mall/MallScreen',
    access: 'real',
    title: titles.mall,
  },
  {
    name: 'securityCenter',
    paths: ['/m/securityCenter'],
    screen: 'security/SecurityCenterScreen',
    access: 'real',
    title: titles.securityCenter,
  },
  {
    name: 'activity',
    paths: ['/m/activity'],
    screen: 'promotions/PromotionsScreen',
    access: 'public',
    title: titles.activity,
  },
  {
    name: 'activityDetail',
    paths: ['/m/activityDetail'],
    screen: 'promotions/PromotionDetailScreen',
    access: 'public',
    title: titles.activityDetail,
  },
  {
    name: 'signIn',
    paths: ['/m/activity/signIn'],
    screen: 'promotions/SignInScreen',
    access: 'real',
    title: titles.signIn,
  },
  {
    name: 'applyReward',
    paths: ['/m/applyReward'],
    screen: 'promotions/ApplyRewardScreen',
    access: 'public',
    title: titles.applyReward,
  },
  {
    name: 'benefits',
    paths: ['/m/member/benefits'],
    screen: 'vip/VipBenefitsScreen',
    access: 'real',
    title: titles.benefits,
  },
  { name: 'vip', paths: ['/m/vip'], screen: 'vip/VipClubScreen', access: 'public', title: titles.vip },
  {
    name: 'notice',
    paths: ['/m/notice'],
    screen: 'notice/NoticeScreen',
    access: 'public',
    title: titles.notice,
  },
  {
    name: 'message',
    paths: ['/m/message'],
    screen: 'message/MessageCentreScreen',
    access: 'public',
    title: titles.message,
  },
  {
    name: 'webEmail',
    paths: ['/m/webEmail'],
    screen: 'message/InboxScreen',
    access: 'real',
    title: titles.webEmail,
  },
  {
    name: 'lottery',
    paths: ['/m/lottery'],
    screen: 'lobby/LotteryScreen',
    access: 'public',
    title: titles.lottery,
  },
  {
    name: 'startLottery',
    paths: ['/m/startLottery'],
    screen: 'lobby/StartLotteryScreen',
    access: 'member',
    title: titles.startLottery,
  },
  {
    name: 'gameList',
    paths: ['/m/gameList'],
    screen: 'lobby/GameListScreen',
    access: 'public',
    title: titles.gameList,
  },
  { name: 'game', paths: ['/m/game'], screen: 'lobby/GameScreen', access: 'public', title: titles.game },
  {
    name: 'launchGame',
    paths: ['/m/launchGame'],
    screen: 'lobby/LaunchGameScreen',
    access: 'member',
    title: titles.launchGame,
  },
  {
    name: 'lotto',
    paths: ['/m/lotto-h5/:mui/:playType/games/:gameId'],
    screen: 'lobby/LottoFrameScreen',
    access: 'member',
    title: titles.lotto,
  },
  {
    name: 'inviteFriends',
    paths: ['/m/inviteFriends'],
    screen: 'invite/InviteFriendsScreen',
    access: 'real',
    title: titles.inviteFriends,
  },
  {
    name: 'slotsCenter',
    paths: ['/m/slotsCenter'],
    screen: 'lobby/SlotsCenterScreen',
    access: 'public',
    title: titles.slotsCenter,
  },
  {
    name: 'gameCenter',
    paths: ['/m/gameCenter'],
    screen: 'lobby/GameCenterScreen',
    access: 'public',
    title: titles.gameCenter,
  },
  {
    name: 'trail',
    paths: ['/m/trail'],
    screen: 'accounts/TrialScreen',
    access: 'public',
    title: titles.trail,
  },
  { name: 'set', paths: ['/m/set'], screen: 'settings/SettingsScreen', access: 'public', title: titles.set },
  {
    name: 'app',
    paths: ['/m/app'],
    screen: 'appDownload/AppDownloadScreen',
    access: 'public',
    title: titles.app,
  },
  {
    name: 'salaryContract',
    paths: ['/m/member/agent/getSalaryContract'],
    screen: 'contracts/SalaryContractScreen',
    access: 'real',
    title: titles.salaryContract,
  },
  {
    name: 'dividendContract',
    paths: ['/m/member/agent/getDevidendContract'],
    screen: 'contracts/DividendContractScreen',
    access: 'real',
    title: titles.dividendContract,
  },
  {
    name: 'hourContract',
    paths: ['/m/member/agent/getHourContract'],
    screen: 'contracts/HourContractScreen',
    access: 'real',
    title: titles.hourContract,
  },
  {
    name: 'service',
    paths: ['/m/service'],
    screen: 'service/ServiceScreen',
    access: 'public',
    title: titles.service,
  },
  {
    name: 'userAgreement',
    paths: ['/m/useragreement'],
    screen: 'agreement/UserAgreementScreen',
    access: 'public',
    title: titles.userAgreement,
  },
];

/** Home aliases (SPEC §2): each redirects to /m/home keeping the query (e.g. ?merchant=). */
export const homeAliases = ['/', '/m', '/m/', '/m/index', '/m/index.html'];

/** The name of the table route a pathname matches ('' for aliases and unknown paths). */
export function routeNameOf(pathname: string): string {
  for (const route of routeTable) {
    for (const path of route.paths) if (matchPath({ path, end: true }, pathname)) return route.name;
  }
  return '';
}

export function routeByName(name: string): RouteDef | undefined {
  return routeTable.find((r) => r.name === name);
}

// ---- Layout rules (SPEC §2 Layout) ----

const headerHidden = new Set(['login', 'register', 'forget', 'message', 'app', 'gameList', 'lottery', 'vip']);
const bottomNavHidden = new Set([
  'login',
  'register',
  'slotsCenter',
  'gameList',
  'lottery',
  'forget',
  'changePsw',
  'app',
  'notice',
  'activity',
  'vip',
]);
const backGoesHome = new Set(['login', 'register', 'trail', 'notice', 'forget']);

export function showsHeader(name: string) {
  return !headerHidden.has(name);
}

export function showsBottomNav(name: string) {
  return !bottomNavHidden.has(name);
}

/** The header shows the logo on home and a back arrow elsewhere. */
export function headerKind(name: string): 'logo' | 'back' {
  return name === 'home' ? 'logo' : 'back';
}

export type BackAction = { kind: 'home'; replace: boolean } | { kind: 'history' };

/**
 * Where back goes: home from login, register, trail, notice and forget; from the message centre
 * the route is replaced with /m/home; elsewhere one step back in history (home when there is none).
 */
export function backAction(name: string): BackAction {
  if (name === 'message') return { kind: 'home', replace: true };
  if (backGoesHome.has(name)) return { kind: 'home', replace: false };
  return { kind: 'history' };
}
