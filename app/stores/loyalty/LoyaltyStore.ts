// The loyalty domain: daily sign-in, the reward center, the points mall, the VIP club and the
// member's VIP benefits, and invite friends. A feature store built on first use
// (`useFeature(loyaltyFeature)`). Every reward action (sign in, claim, redeem) names its intent, so
// a double tap or a retried call never acts twice; after money or points move, the balance and the
// member bar's counts are read again.
import type { PlatformLanguage } from '@contract/common';
import { memberCalls } from '@contract/calls/member';
import { promotionCalls } from '@contract/calls/promotions';
import type { ResponseOf } from '@contract/define';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ApiClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import type { FeatureStore } from '../features';
import { Loader } from '../load';
import { PagedRecords } from '../records/PagedRecords';
import { checkNavigation } from '../../security/urls';

export type SignInStatus = ResponseOf<typeof memberCalls.signInStatus>;
export type RewardRecord = ResponseOf<typeof promotionCalls.rewardCenter>['content'][number];
export type RewardStatus = RewardRecord['status'];
export type MallItem = ResponseOf<typeof promotionCalls.mallItems>['items'][number];
export type MallOrder = ResponseOf<typeof promotionCalls.mallOrders>['content'][number];
export type VipLevels = ResponseOf<typeof memberCalls.vipLevels>;
export type VipBenefits = ResponseOf<typeof memberCalls.vipBenefits>;
export type InviteInfo = ResponseOf<typeof memberCalls.inviteInfo>;
export type VipLevel = VipLevels['levels'][number];
export type InvitedFriend = InviteInfo['records'][number];

export interface LoyaltyDeps {
  api: Pick<ApiClient, 'call'>;
  getLanguage: () => PlatformLanguage;
  /** Reads the balance and the member bar's counts again after a reward moved money or points. */
  afterReward: () => void;
}

/**
 * The reward center's tabs in order: to claim (the platform's ISSUED), applying, in process,
 * claimed, rejected.
 */
export const REWARD_TABS = [
  'ISSUED',
  'APPLYING',
  'PROCESS',
  'CLAIMED',
  'REJECTED',
] as const satisfies readonly RewardStatus[];
export type RewardTab = (typeof REWARD_TABS)[number];
const REWARD_PAGE_SIZE = 20;
const MALL_ORDER_PAGE_SIZE = 20;

/** Runs one action at a time: a second tap while the first is in flight is ignored. */
class Action {
  busy = false;
  error: unknown = null;

  constructor() {
    makeAutoObservable(this);
  }

  async run<T>(fn: () => Promise<T>): Promise<T | undefined> {
    if (this.busy) return undefined;
    this.busy = true;
    this.error = null;
    try {
      return await fn();
    } catch (e) {
      runInAction(() => {
        this.error = e;
      });
      return undefined;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}

export class SignInStore {
  status: SignInStatus | null = null;
  readonly load = new Loader({ keepOnError: true });
  readonly action = new Action();
  /** The reward of today's sign-in once it went through. */
  lastReward: number | null = null;

  constructor(private readonly deps: LoyaltyDeps) {
    makeAutoObservable<SignInStore, 'deps'>(
      this,
      { deps: false, load: false, action: false },
      { autoBind: true },
    );
  }

  /** Whether the player may sign in now: the status is known, today is not signed, none is on its way. */
  get canSignIn(): boolean {
    return Boolean(this.status && !this.status.signedToday && !this.action.busy);
  }

  /** What the next sign-in pays: today's while unsigned, else tomorrow's (the cycle's next day). */
  get nextReward(): number | null {
    const days = this.status?.days ?? [];
    return (days.find((d) => !d.signed) ?? days[0])?.reward ?? null;
  }

  /** This month's sign-ins, by day of the month. */
  get signedDays(): ReadonlySet<number> {
    return new Set((this.status?.monthSignIns ?? []).map((d) => Number(d.date.slice(8, 10))));
  }

  /** What this month's sign-ins paid in all. */
  get monthTotal(): number {
    return (this.status?.monthSignIns ?? []).reduce((sum, d) => sum + d.reward, 0);
  }

  clear() {
    this.status = null;
    this.lastReward = null;
    this.load.reset();
  }

  reload() {
    return this.load.run(
      () => this.deps.api.call(memberCalls.signInStatus, {}),
      (s) => {
        this.status = s;
      },
    );
  }

  /**
   * Signs in for the platform's day, once: one intent per day (a double tap or a retried call sends
   * one request, under one idempotency key), and the platform refuses a second sign-in that day
   * (ALREADY_DONE, say from another device; the calendar is read again). Resolves to the refusal.
   */
  async signIn(): Promise<{ reward: number } | { error: unknown }> {
    const status = this.status;
    if (!status || status.signedToday) return { error: null };
    const res = await this.action.run(() =>
      this.deps.api.call(memberCalls.signIn, {}, { intent: `sign-in:${status.today}` }),
    );
    if (res) {
      runInAction(() => {
        this.lastReward = res.reward;
        // Shown at once; the read below confirms it.
        this.status = signedIn(status, res.reward, res.streak);
      });
      this.deps.afterReward();
    }
    void this.reload();
    return res ? { reward: res.reward } : { error: this.action.error };
  }
}

/** The status after today's sign-in: today signed, the run one longer, its day of the cycle reached. */
function signedIn(s: SignInStatus, reward: number, streak: number): SignInStatus {
  const reached = ((streak - 1) % s.days.length) + 1;
  return {
    ...s,
    signedToday: true,
    streak,
    count: 0,
    days: s.days.map((d, i) => ({ ...d, signed: i < reached })),
    monthSignIns: [...s.monthSignIns, { date: s.today, reward }],
  };
}

export type ClaimResult = { amount: number } | { error: unknown };

/** The reward center: one paged list per tab, read when the tab is first shown. */
export class RewardCenterStore {
  tab: RewardTab = 'ISSUED';
  /** Rewards being claimed, by id (each its own intent; the button of each shows it). */
  readonly claiming = observable.set<number>();
  private readonly lists = new Map<RewardTab, PagedRecords<RewardRecord>>();

  constructor(private readonly deps: LoyaltyDeps) {
    makeAutoObservable<RewardCenterStore, 'deps' | 'lists'>(
      this,
      { deps: false, lists: false, claiming: false },
      { autoBind: true },
    );
  }

  /** The list of a tab (built on first use). */
  listOf(tab: RewardTab): PagedRecords<RewardRecord> {
    let list = this.lists.get(tab);
    if (!list) {
      list = new PagedRecords<RewardRecord>((pageNo) =>
        this.deps.api.call(promotionCalls.rewardCenter, {
          status: tab,
          pageNo,
          pageSize: REWARD_PAGE_SIZE,
        }),
      );
      this.lists.set(tab, list);
    }
    return list;
  }

  /** The chosen tab's list. */
  get list(): PagedRecords<RewardRecord> {
    return this.listOf(this.tab);
  }

  clear() {
    this.lists.clear();
    this.claiming.clear();
    this.tab = 'ISSUED';
  }

  /** Shows a tab: its list is read the first time, then kept (pull to refresh is `reload`). */
  setTab(tab: RewardTab) {
    this.tab = tab;
    if (this.list.state === 'idle') void this.list.reload();
  }

  reload() {
    return this.list.reload();
  }

  /** Reads again every list already shown (language change: the titles are the platform's). */
  reloadShown() {
    for (const list of this.lists.values()) if (list.state !== 'idle') void list.reload();
  }

  /**
   * Claims an issued reward, once (one intent per reward): it leaves the 'to claim' list at once,
   * the claimed list is read again when next shown, and the balance and the member bar's
   * receiving-center count are read again. A refusal reads the list again.
   */
  async claim(reward: RewardRecord): Promise<ClaimResult> {
    if (this.claiming.has(reward.id)) return { error: null };
    this.claiming.add(reward.id);
    try {
      const res = await this.deps.api.call(
        promotionCalls.claimReward,
        { id: reward.id },
        { intent: `reward-claim:${reward.id}` },
      );
      runInAction(() => {
        this.listOf('ISSUED').drop((r) => r.id === reward.id);
        this.lists.delete('CLAIMED');
      });
      this.deps.afterReward();
      return { amount: res.amount };
    } catch (error) {
      void this.listOf('ISSUED').reload();
      return { error };
    } finally {
      runInAction(() => {
        this.claiming.delete(reward.id);
      });
    }
  }
}

export type RedeemResult = { orderId: string; pointsLeft: number } | { error: unknown };
/** Why an item cannot be redeemed now, as the mall knows it (the platform has the last word). */
export type RedeemProblem = 'soldOut' | 'points' | null;

export class MallStore {
  points = 0;
  items: MallItem[] = [];
  readonly load = new Loader({ keepOnError: true });
  /** The member's redemptions, newest first (read when the history is first shown). */
  readonly orders: PagedRecords<MallOrder>;
  /** The item whose redemption is on its way. */
  redeeming: number | null = null;
  /**
   * An item whose redemption got no answer (the network failed, the platform erred): it may have
   * gone through, so the screen offers to try again, which sends the same key.
   */
  unanswered: MallItem | null = null;

  constructor(private readonly deps: LoyaltyDeps) {
    this.orders = new PagedRecords<MallOrder>((pageNo) =>
      this.deps.api.call(promotionCalls.mallOrders, {
        pageNo,
        pageSize: MALL_ORDER_PAGE_SIZE,
        language: this.deps.getLanguage(),
      }),
    );
    makeAutoObservable<MallStore, 'deps'>(
      this,
      { deps: false, load: false, orders: false },
      { autoBind: true },
    );
  }

  clear() {
    this.items = [];
    this.points = 0;
    this.redeeming = null;
    this.unanswered = null;
    this.load.reset();
    this.orders.clear();
  }

  reload() {
    return this.load.run(
      () => this.deps.api.call(promotionCalls.mallItems, { language: this.deps.getLanguage() }),
      (res) => {
        this.points = res.points;
        this.items = res.items;
      },
    );
  }

  problemOf(item: MallItem): RedeemProblem {
    if (item.stock <= 0) return 'soldOut';
    if (item.points > this.points) return 'points';
    return null;
  }

  /**
   * Redeems one of an item. The intent is the item: a double tap shares one request, and a retry
   * after a failure that left the outcome unknown (the network dropped the answer) sends the same
   * idempotency key, so the platform redeems once. Once answered, the next redemption is a new one.
   */
  async redeem(item: MallItem): Promise<RedeemResult> {
    if (this.redeeming !== null) return { error: null };
    this.redeeming = item.id;
    try {
      const res = await this.deps.api.call(
        promotionCalls.redeem,
        { itemId: item.id, quantity: 1 },
        { intent: `mall-redeem:${item.id}` },
      );
      runInAction(() => {
        this.points = res.pointsLeft;
        this.items = this.items.map((i) => (i.id === item.id ? { ...i, stock: i.stock - 1 } : i));
        this.unanswered = null;
      });
      if (this.orders.state !== 'idle') void this.orders.reload();
      this.deps.afterReward();
      return res;
    } catch (error) {
      runInAction(() => {
        this.unanswered = isApiError(error) && error.transient ? item : null;
      });
      // Points or stock may have moved since the list was read: show what the platform has now.
      void this.reload();
      return { error };
    } finally {
      runInAction(() => {
        this.redeeming = null;
      });
    }
  }
}

/** How far a member is toward one requirement of the next level. */
export interface VipProgress {
  done: number;
  required: number;
  /** What is still missing (0 once met). */
  remaining: number;
  /** done / required, 0 to 1 (1 when nothing is required). */
  ratio: number;
}

function progressOf(done: number, required: number): VipProgress {
  return {
    done,
    required,
    remaining: Math.max(0, required - done),
    ratio: required > 0 ? Math.min(1, Math.max(0, done / required)) : 1,
  };
}

/**
 * The VIP club: the 15 levels and the club page's texts (public, kept across logout), and the
 * member's own level, the next one and the progress toward it.
 */
export class VipStore {
  levels: VipLevels | null = null;
  benefits: VipBenefits | null = null;
  readonly levelsLoad = new Loader({ keepOnError: true });
  readonly benefitsLoad = new Loader({ keepOnError: true });

  constructor(private readonly deps: LoyaltyDeps) {
    makeAutoObservable<VipStore, 'deps'>(
      this,
      { deps: false, levelsLoad: false, benefitsLoad: false },
      { autoBind: true },
    );
  }

  /** Progress toward the next level's deposit and bet requirements; null at the top level. */
  get progress(): { deposit: VipProgress; bet: VipProgress } | null {
    const b = this.benefits;
    if (!b?.next) return null;
    return {
      deposit: progressOf(b.depositProgress, b.next.depositRequired),
      bet: progressOf(b.betProgress, b.next.betRequired),
    };
  }

  clear() {
    this.benefits = null;
    this.benefitsLoad.reset();
  }

  loadLevels() {
    return this.levelsLoad.run(
      () => this.deps.api.call(memberCalls.vipLevels, { language: this.deps.getLanguage() }),
      (v) => {
        this.levels = v;
      },
    );
  }

  loadBenefits() {
    return this.benefitsLoad.run(
      () => this.deps.api.call(memberCalls.vipBenefits, { language: this.deps.getLanguage() }),
      (v) => {
        this.benefits = v;
      },
    );
  }
}

/** Friends asked for at a time. */
export const INVITE_PAGE_SIZE = 20;

/** Why the platform does not offer invite friends to this member. */
export type InviteUnavailable = 'referralOff' | 'agent';

/**
 * Invite friends: the member's code and link, the totals, the rules and the invited friends, a
 * page at a time.
 */
export class InviteStore {
  info: InviteInfo | null = null;
  /** Every friend read so far, newest first. */
  friends: InvitedFriend[] = [];
  readonly load = new Loader({ keepOnError: true });
  readonly more = new Loader();

  constructor(private readonly deps: LoyaltyDeps) {
    makeAutoObservable<InviteStore, 'deps'>(
      this,
      { deps: false, load: false, more: false },
      { autoBind: true },
    );
  }

  /**
   * The invite link as an absolute http(s) address, once it passed the URL check (it is shared
   * outside the app); null when the platform sent something else, and only the code is offered.
   */
  get link(): string | null {
    const checked = this.info ? checkNavigation(this.info.link) : null;
    if (!checked) return null;
    if (checked.kind === 'web') return checked.href;
    // A link on the app's own origin is shared outside the app: absolute.
    return typeof location === 'undefined' ? checked.path : `${location.origin}${checked.path}`;
  }

  get hasMore(): boolean {
    return Boolean(this.info && this.info.pageNum < this.info.totalPages);
  }

  /** Set when the platform refused: the merchant has referral off, or the account is an agent's. */
  get unavailable(): InviteUnavailable | null {
    const code = isApiError(this.load.error) ? this.load.error.code : null;
    if (code === 'PROMOTION_UNAVAILABLE') return 'referralOff';
    if (code === 'NO_PERMISSION') return 'agent';
    return null;
  }

  clear() {
    this.info = null;
    this.friends = [];
    this.load.reset();
    this.more.reset();
  }

  /** The first page again (and the totals); what was read beyond it is dropped. */
  reload() {
    this.more.reset();
    return this.load.run(
      () => this.deps.api.call(memberCalls.inviteInfo, { pageNo: 1, pageSize: INVITE_PAGE_SIZE }),
      (v) => {
        this.info = v;
        this.friends = v.records;
      },
    );
  }

  /** The next page of friends, once: a second tap while it loads does nothing. */
  loadMore() {
    const info = this.info;
    if (!info || !this.hasMore || this.more.loading) return Promise.resolve(false);
    return this.more.run(
      () =>
        this.deps.api.call(memberCalls.inviteInfo, { pageNo: info.pageNum + 1, pageSize: INVITE_PAGE_SIZE }),
      (v) => {
        this.info = v;
        this.friends = [...this.friends, ...v.records];
      },
    );
  }
}

export class LoyaltyStore implements FeatureStore {
  readonly signIn: SignInStore;
  readonly rewards: RewardCenterStore;
  readonly mall: MallStore;
  readonly vip: VipStore;
  readonly invite: InviteStore;

  constructor(deps: LoyaltyDeps) {
    this.signIn = new SignInStore(deps);
    this.rewards = new RewardCenterStore(deps);
    this.mall = new MallStore(deps);
    this.vip = new VipStore(deps);
    this.invite = new InviteStore(deps);
  }

  onLanguageChange() {
    if (this.mall.load.state !== 'idle') void this.mall.reload();
    if (this.vip.levelsLoad.state !== 'idle') void this.vip.loadLevels();
    if (this.vip.benefitsLoad.state !== 'idle') void this.vip.loadBenefits();
    this.rewards.reloadShown();
    if (this.mall.orders.state !== 'idle') void this.mall.orders.reload();
  }

  /** Logout: nothing of the member's stays. */
  reset() {
    this.signIn.clear();
    this.rewards.clear();
    this.mall.clear();
    this.vip.clear();
    this.invite.clear();
  }
}
