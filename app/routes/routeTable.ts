// Every route of SPEC §2 under /m, as data: its paths, screen module, access rule, title and
// layout (header, back target, bottom menu). Everything else reads routes from here: the router
// (createRoutes.tsx), the shell's layout, and every link in the app through `pathTo(name)`.
import type { MessageDescriptor } from 'react-intl';
import { generatePath, matchPath } from 'react-router-dom';
import { titles } from './titles';

/** The base path the app is served under. */
export const APP_BASE = '/m';

/**
 * Who may open a page:
 * - 'public': everyone;
 * - 'guest': pages for signing in: a signed-in member (not a trial account, which may still sign in
 *   to a real one) goes on to `?redirect=` or home;
 * - 'member': guests go to /m/login?redirect=… (SPEC §4: deposit, withdraw, VIP, sign-in, game
 *   launches, favourites, recent; also inbox, chat and invite friends);
 * - 'real': as 'member', and trial accounts (type 4) are refused with free_reject (SPEC §5, §6).
 */
export type Access = 'public' | 'guest' | 'member' | 'real';

/**
 * The top of the page (SPEC §2 Layout):
 * - 'logo': the merchant logo and the home screen's header actions (home only);
 * - 'back': the shell's header, a back arrow and the page title;
 * - 'own': the screen draws its own top bar with its way back (SPEC hides the shell header on
 *   login, register, forget, message, app, gameList, lottery and vip). A route whose screen is not
 *   built yet gets the shell's 'back' header instead, so no page is left without a way back.
 */
export type HeaderKind = 'logo' | 'back' | 'own';

/**
 * Where back goes: 'history' one step back (home when there is none), 'home' to /m/home,
 * 'homeReplace' to /m/home replacing the current entry (the message centre).
 */
export type BackTarget = 'history' | 'home' | 'homeReplace';

/**
 * What index.html paints for a page before the app has run (its splash), in the page's shape so the
 * app's first render replaces it without a jump:
 * - 'home': the merchant's logo, the banner and rows of tiles (the home screen);
 * - 'account': a signing-in page: the close button's place, the page's heading, the form's card;
 * - 'page': a top bar with the page's title (shell-header pages) and rows;
 * - 'grid': a top bar, the search and filter rows and a grid of tiles (the game list).
 */
export type SplashShape = 'home' | 'account' | 'page' | 'grid';

interface RouteSpec {
  /** react-router paths (the first is canonical). */
  paths: readonly string[];
  /** Module under app/screens/ (without .tsx) whose default export is the page. */
  screen: string;
  access: Access;
  title: MessageDescriptor;
  /** Default 'back'. */
  header?: HeaderKind;
  /** Default 'history'. */
  back?: BackTarget;
  /** Whether the bottom menu shows; default true. */
  bottomNav?: boolean;
  /**
   * The splash's shape and the id of the message it shows as the page's title. Default: 'home' for
   * the 'logo' header; 'page' with the route's title for the 'back' header; 'page' without a title
   * for an 'own' top bar (whose title the screen works out).
   */
  splash?: { shape: SplashShape; titleId?: string };
  /**
   * A page players often open first, from outside the app (the merchant's site, a shared link, an
   * installed app's shortcut): index.html fetches its screen's chunks beside the app's own, so the
   * first render does not wait for the app to run before asking for them. Default false.
   */
  landing?: boolean;
}

const routes = {
  home: {
    paths: ['/m/home'],
    screen: 'home/HomeScreen',
    access: 'public',
    title: titles.home,
    header: 'logo',
    landing: true,
  },
  login: {
    paths: ['/m/login'],
    screen: 'accounts/LoginScreen',
    access: 'guest',
    title: titles.login,
    header: 'own',
    back: 'home',
    bottomNav: false,
    splash: { shape: 'account', titleId: 'acc_login_title' },
    landing: true,
  },
  register: {
    paths: ['/m/register', '/m/register.html'],
    screen: 'accounts/RegisterScreen',
    access: 'public',
    title: titles.register,
    header: 'own',
    back: 'home',
    bottomNav: false,
    splash: { shape: 'account', titleId: 'acc_register_title' },
    landing: true,
  },
  forget: {
    paths: ['/m/forget'],
    screen: 'accounts/ForgetScreen',
    access: 'public',
    title: titles.forget,
    header: 'own',
    back: 'home',
    bottomNav: false,
    splash: { shape: 'account', titleId: 'acc_forget_title' },
  },
  changePsw: {
    paths: ['/m/changePsw'],
    screen: 'accounts/ChangePasswordScreen',
    access: 'public',
    title: titles.changePsw,
    bottomNav: false,
  },
  memberHome: {
    paths: ['/m/member/home'],
    screen: 'member/MemberCentreScreen',
    access: 'member',
    title: titles.memberHome,
  },
  voucherCenter: {
    paths: ['/m/voucherCenter'],
    screen: 'deposit/DepositScreen',
    access: 'real',
    title: titles.voucherCenter,
  },
  withdraw: {
    paths: ['/m/withdraw'],
    screen: 'withdraw/WithdrawScreen',
    access: 'real',
    title: titles.withdraw,
  },
  gameRecord: {
    paths: ['/m/gameRecord'],
    screen: 'records/BetRecordScreen',
    access: 'member',
    title: titles.gameRecord,
  },
  transactionRecord: {
    paths: ['/m/transaction/record'],
    screen: 'records/TransactionRecordScreen',
    access: 'real',
    title: titles.transactionRecord,
  },
  profitandloss: {
    paths: ['/m/profitandloss'],
    screen: 'records/ProfitLossScreen',
    access: 'member',
    title: titles.profitandloss,
  },
  rewardCenter: {
    paths: ['/m/rewardCenter'],
    screen: 'rewards/RewardCenterScreen',
    access: 'real',
    title: titles.rewardCenter,
  },
  mall: { paths: ['/m/mall/mallHome'], screen: 'mall/MallScreen', access: 'real', title: titles.mall },
  responsibleGaming: {
    paths: ['/m/responsibleGaming'],
    screen: 'responsibleGaming/ResponsibleGamingScreen',
    access: 'real',
    title: titles.responsibleGaming,
  },
  securityCenter: {
    paths: ['/m/securityCenter'],
    screen: 'security/SecurityCenterScreen',
    access: 'real',
    title: titles.securityCenter,
  },
  activity: {
    paths: ['/m/activity'],
    screen: 'promotions/PromotionsScreen',
    access: 'public',
    title: titles.activity,
    bottomNav: false,
  },
  activityDetail: {
    paths: ['/m/activityDetail'],
    screen: 'promotions/PromotionDetailScreen',
    access: 'public',
    title: titles.activityDetail,
  },
  signIn: {
    paths: ['/m/activity/signIn'],
    screen: 'promotions/SignInScreen',
    access: 'real',
    title: titles.signIn,
  },
  applyReward: {
    paths: ['/m/applyReward'],
    screen: 'promotions/ApplyRewardScreen',
    access: 'public',
    title: titles.applyReward,
  },
  benefits: {
    paths: ['/m/member/benefits'],
    screen: 'vip/VipBenefitsScreen',
    access: 'real',
    title: titles.benefits,
  },
  vip: {
    paths: ['/m/vip'],
    screen: 'vip/VipClubScreen',
    access: 'public',
    title: titles.vip,
    header: 'own',
    bottomNav: false,
  },
  notice: {
    paths: ['/m/notice'],
    screen: 'notice/NoticeScreen',
    access: 'public',
    title: titles.notice,
    back: 'home',
    bottomNav: false,
  },
  message: {
    paths: ['/m/message'],
    screen: 'message/MessageCentreScreen',
    access: 'public',
    title: titles.message,
    header: 'own',
    back: 'homeReplace',
  },
  webEmail: { paths: ['/m/webEmail'], screen: 'message/InboxScreen', access: 'real', title: titles.webEmail },
  lottery: {
    paths: ['/m/lottery'],
    screen: 'lottery/LotteryScreen',
    access: 'public',
    title: titles.lottery,
    header: 'own',
    bottomNav: false,
  },
  startLottery: {
    paths: ['/m/startLottery'],
    screen: 'lottery/StartLotteryScreen',
    // Draws and results are for everyone; Play follows the launch rules (guests go to login).
    access: 'public',
    title: titles.startLottery,
  },
  gameList: {
    paths: ['/m/gameList'],
    screen: 'lobby/GameListScreen',
    access: 'public',
    title: titles.gameList,
    header: 'own',
    bottomNav: false,
    splash: { shape: 'grid' },
    landing: true,
  },
  game: { paths: ['/m/game'], screen: 'lobby/GameScreen', access: 'public', title: titles.game },
  launchGame: {
    paths: ['/m/launchGame'],
    screen: 'lobby/LaunchGameScreen',
    access: 'member',
    title: titles.launchGame,
  },
  lotto: {
    paths: ['/m/lotto-h5/:mui/:playType/games/:gameId'],
    screen: 'lobby/LottoFrameScreen',
    access: 'member',
    title: titles.lotto,
  },
  inviteFriends: {
    paths: ['/m/inviteFriends'],
    screen: 'invite/InviteFriendsScreen',
    access: 'real',
    title: titles.inviteFriends,
  },
  slotsCenter: {
    paths: ['/m/slotsCenter'],
    screen: 'lobby/SlotsCenterScreen',
    access: 'public',
    title: titles.slotsCenter,
    bottomNav: false,
  },
  gameCenter: {
    paths: ['/m/gameCenter'],
    screen: 'lobby/GameCenterScreen',
    access: 'public',
    title: titles.gameCenter,
  },
  trail: {
    paths: ['/m/trail'],
    screen: 'accounts/TrialScreen',
    access: 'public',
    title: titles.trail,
    back: 'home',
  },
  set: { paths: ['/m/set'], screen: 'settings/SettingsScreen', access: 'public', title: titles.set },
  app: {
    paths: ['/m/app'],
    screen: 'appDownload/AppDownloadScreen',
    access: 'public',
    title: titles.app,
    header: 'own',
    bottomNav: false,
  },
  salaryContract: {
    paths: ['/m/member/agent/getSalaryContract'],
    screen: 'contracts/SalaryContractScreen',
    access: 'real',
    title: titles.salaryContract,
  },
  dividendContract: {
    paths: ['/m/member/agent/getDevidendContract'],
    screen: 'contracts/DividendContractScreen',
    access: 'real',
    title: titles.dividendContract,
  },
  hourContract: {
    paths: ['/m/member/agent/getHourContract'],
    screen: 'contracts/HourContractScreen',
    access: 'real',
    title: titles.hourContract,
  },
  service: {
    paths: ['/m/service'],
    screen: 'service/ServiceScreen',
    access: 'public',
    title: titles.service,
  },
  userAgreement: {
    paths: ['/m/useragreement'],
    screen: 'agreement/UserAgreementScreen',
    access: 'public',
    title: titles.userAgreement,
  },
} satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof routes;

export interface RouteDef {
  name: RouteName;
  paths: readonly string[];
  screen: string;
  access: Access;
  title: MessageDescriptor;
  header: HeaderKind;
  back: BackTarget;
  bottomNav: boolean;
  splash: { shape: SplashShape; titleId?: string };
  landing: boolean;
}

export const routeTable: readonly RouteDef[] = (Object.entries(routes) as [RouteName, RouteSpec][]).map(
  ([name, r]) => ({
    name,
    paths: r.paths,
    screen: r.screen,
    access: r.access,
    title: r.title,
    header: r.header ?? 'back',
    back: r.back ?? 'history',
    bottomNav: r.bottomNav ?? true,
    splash:
      r.splash ??
      (r.header === 'logo'
        ? { shape: 'home' }
        : r.header === 'own'
          ? { shape: 'page' }
          : { shape: 'page', titleId: r.title.id }),
    landing: r.landing ?? false,
  }),
);

const byName = new Map<string, RouteDef>(routeTable.map((r) => [r.name, r]));

/** Home aliases (SPEC §2): each redirects to /m/home keeping the query (e.g. ?merchant=). */
export const homeAliases = ['/', APP_BASE, `${APP_BASE}/`, `${APP_BASE}/index`, `${APP_BASE}/index.html`];

/**
 * Each route's paths, in table order, as matchers: a path without parameters is compared as text (as
 * React Router matches it: any case, trailing slashes allowed); a path with parameters goes through
 * `matchPath`, which builds its pattern on every call, so only for the few routes that need one.
 */
const pathMatchers: readonly { route: RouteDef; matches: (pathname: string) => boolean }[] =
  routeTable.flatMap((route) =>
    route.paths.map((path) => {
      if (/[:*?]/.test(path))
        return { route, matches: (pathname: string) => matchPath({ path, end: true }, pathname) !== null };
      const plain = path.toLowerCase();
      return {
        route,
        matches: (pathname: string) => pathname.replace(/(.)\/+$/, '$1').toLowerCase() === plain,
      };
    }),
  );

/**
 * The splash of every path without parameters, keyed as index.html looks it up (lowercase, no
 * trailing slash): `[shape, title message id?]`. The build writes it into index.html
 * (vite.config.ts, splashTables); a path not in it (the home aliases aside) gets a 'page' splash
 * without a title.
 */
export function splashTable(): Record<string, [SplashShape] | [SplashShape, string]> {
  const table: Record<string, [SplashShape] | [SplashShape, string]> = {};
  for (const route of routeTable) {
    const { shape, titleId } = route.splash;
    for (const key of htmlKeys(route)) table[key] = titleId ? [shape, titleId] : [shape];
  }
  return table;
}

/** A route's paths without parameters as index.html's tables key them: lowercase. */
function htmlKeys(route: RouteDef): string[] {
  return route.paths.filter((path) => !/[:*?]/.test(path)).map((path) => path.toLowerCase());
}

/**
 * The screen module of every landing page's paths (`landing`), keyed as index.html looks a path up
 * (lowercase, no trailing slash); the build writes each one's chunks into index.html
 * (vite.config.ts, screenPreload).
 */
export function landingScreens(): Record<string, string> {
  const table: Record<string, string> = {};
  for (const route of routeTable.filter((r) => r.landing))
    for (const key of htmlKeys(route)) table[key] = route.screen;
  return table;
}

/** The table route a pathname matches (undefined for aliases and unknown paths). */
export function routeOf(pathname: string): RouteDef | undefined {
  return pathMatchers.find((m) => m.matches(pathname))?.route;
}

/** The name of the table route a pathname matches ('' for aliases and unknown paths). */
export function routeNameOf(pathname: string): RouteName | '' {
  return routeOf(pathname)?.name ?? '';
}

export function routeByName(name: string): RouteDef | undefined {
  return byName.get(name);
}

/** A query: URLSearchParams as they are, or a record whose undefined and null values are left out. */
export type Query = URLSearchParams | Record<string, string | number | boolean | null | undefined>;

function queryString(query: Query | undefined): string {
  if (!query) return '';
  let params = query;
  if (!(params instanceof URLSearchParams)) {
    const record = params;
    params = new URLSearchParams();
    for (const [key, value] of Object.entries(record)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The in-app path of a route: its canonical path with the path parameters filled in (the lottery
 * frame's `mui`, `playType`, `gameId`) and the query appended, e.g.
 * `pathTo('gameList', { type: 'hot' })` → `/m/gameList?type=hot`.
 */
export function pathTo(name: RouteName, query?: Query, params?: Record<string, string>): string {
  const route = byName.get(name);
  if (!route) throw new Error(`unknown route ${name}`);
  const path = route.paths[0]!;
  return (params ? generatePath(path, params) : path) + queryString(query);
}

/** Whether a string is a path inside the app (under /m/, not protocol-relative). */
export function isAppPath(value: string): boolean {
  return value.startsWith(`${APP_BASE}/`) && !value.startsWith('//');
}

// ---- Layout rules (SPEC §2 Layout), read from the table ----

/**
 * Whether the shell draws its header on a route: 'logo' and 'back' routes always; 'own' routes
 * only while their screen is not built (the 'being prepared' page has no top bar of its own).
 */
export function showsShellHeader(name: string, screenBuilt: boolean): boolean {
  const route = byName.get(name);
  if (!route) return true;
  return route.header !== 'own' || !screenBuilt;
}

export function showsBottomNav(name: string): boolean {
  return byName.get(name)?.bottomNav ?? true;
}

/** The header shows the logo on home and a back arrow elsewhere. */
export function headerKind(name: string): 'logo' | 'back' {
  return byName.get(name)?.header === 'logo' ? 'logo' : 'back';
}

export type BackAction = { kind: 'home'; replace: boolean } | { kind: 'history' };

/**
 * Where back goes: home from login, register, trail, notice and forget; from the message centre
 * the route is replaced with /m/home; elsewhere one step back in history (home when there is none).
 */
export function backAction(name: string): BackAction {
  const back = byName.get(name)?.back ?? 'history';
  if (back === 'homeReplace') return { kind: 'home', replace: true };
  if (back === 'home') return { kind: 'home', replace: false };
  return { kind: 'history' };
}
