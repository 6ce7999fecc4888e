// The promotions domain: the list with its category menu, one promotion's detail with the action
// its state allows (join, claim), and the reward application form. A feature store built on first
// use (`useFeature(promotionsFeature)`): the list is read again after a language change (titles and
// HTML are translated by the platform) and at logout (each promotion carries the member's state).
import type { PlatformLanguage } from '@contract/common';
import { PROMOTION_CATEGORIES, promotionCalls } from '@contract/calls/promotions';
import type { ResponseOf } from '@contract/define';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../../api/client';
import type { FeatureStore } from '../features';
import { Loader } from '../load';
import { RewardApplication } from './RewardApplication';

export type Promotion = ResponseOf<typeof promotionCalls.promotionDetail>;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
export type PromotionState = NonNullable<Promotion['state']>;
/** The menu's entries: 'all' and the categories of SPEC §9. */
export type CategoryKey = 'all' | PromotionCategory;

export interface PromotionsDeps {
  api: Pick<ApiClient, 'call'>;
  getLanguage: () => PlatformLanguage;
  isLoggedIn: () => boolean;
  isTrial: () => boolean;
  /** Reloads what the money and receiving-center counts show after a reward moved. */
  afterReward: () => void;
}

/** The cover (sequence 1) and banner (2) pictures of a promotion; the cover stands in for a missing banner. */
export function promotionImage(p: Promotion, which: 'cover' | 'banner'): string {
  const bySequence = (n: number) => p.announcementImages.find((i) => i.sequence === n)?.url;
  return (which === 'cover' ? bySequence(1) : (bySequence(2) ?? bySequence(1))) ?? '';
}

/**
 * What the detail page offers for a state: join a promotion the member may join, apply for one
 * that asks for proof (MANUAL with an image or a remark), claim one whose reward is issued.
 */
export type PromotionAction = 'join' | 'apply' | 'claim' | null;
export function actionFor(p: Promotion): PromotionAction {
  if (p.state === 'CLAIM') return 'claim';
  if (p.state !== 'JOIN' && p.state !== null && p.state !== 'REJECTED') return null;
  const applies = p.imageRequired === 'Y' || p.remarkRequired === 'Y' || p.kind === 'MANUAL';
  if (p.state === 'REJECTED') return applies ? 'apply' : null;
  return applies ? 'apply' : 'join';
}

/** One promotion read by id (the detail page and the application form share it). */
export class PromotionDetail {
  promotion: Promotion | null = null;
  readonly load = new Loader({ keepOnError: true });
  /** A join or claim in flight, so a double tap sends once. */
  joining = false;

  constructor(
    private readonly deps: PromotionsDeps,
    readonly id: number,
  ) {
    makeAutoObservable<PromotionDetail, 'deps'>(
      this,
      { deps: false, id: false, load: false },
      { autoBind: true },
    );
  }

  reload(): Promise<boolean> {
    return this.load.run(
      () =>
        this.deps.api.call(promotionCalls.promotionDetail, {
          id: this.id,
          language: this.deps.getLanguage(),
        }),
      (p) => {
        this.promotion = p;
      },
    );
  }

  /** Joins the promotion; resolves to the error when the platform refused. */
  async join(): Promise<unknown> {
    if (this.joining) return null;
    this.joining = true;
    try {
      const res = await this.deps.api.call(
        promotionCalls.joinPromotion,
        { promotionId: this.id },
        { intent: `promotion-join:${this.id}` },
      );
      this.setState(res.state);
      return null;
    } catch (e) {
      void this.reload();
      return e;
    } finally {
      this.setJoining(false);
    }
  }

  /**
   * Claims the promotion's issued reward (its state is CLAIM): the reward is found among the
   * member's issued ones and claimed once per intent. Resolves to the error when refused.
   */
  async claim(): Promise<unknown> {
    if (this.joining) return null;
    this.joining = true;
    try {
      const issued = await this.deps.api.call(promotionCalls.rewardCenter, {
        status: 'ISSUED',
        pageSize: 50,
      });
      const reward = issued.content.find((r) => r.promotionId === this.id);
      if (!reward) {
        void this.reload();
        return null;
      }
      await this.deps.api.call(
        promotionCalls.claimReward,
        { id: reward.id },
        { intent: `reward-claim:${reward.id}` },
      );
      this.setState('CLAIMED');
      this.deps.afterReward();
      return null;
    } catch (e) {
      void this.reload();
      return e;
    } finally {
      this.setJoining(false);
    }
  }

  setState(state: PromotionState) {
    if (this.promotion) this.promotion = { ...this.promotion, state };
  }

  private setJoining(value: boolean) {
    this.joining = value;
  }
}

export class PromotionsStore implements FeatureStore {
  promotions: Promotion[] = [];
  readonly list = new Loader({ keepOnError: true });
  category: CategoryKey = 'all';
  private readonly details = new Map<number, PromotionDetail>();
  private application: RewardApplication | null = null;

  constructor(private readonly deps: PromotionsDeps) {
    makeAutoObservable<PromotionsStore, 'deps' | 'details' | 'application'>(
      this,
      { deps: false, details: false, application: false, list: false },
      { autoBind: true },
    );
  }

  /** 'all' and, in menu order, each category that has at least one promotion (SPEC §9). */
  get categories(): CategoryKey[] {
    const present = new Set(this.promotions.map((p) => p.category));
    return ['all', ...PROMOTION_CATEGORIES.filter((c) => present.has(c))];
  }

  get shown(): Promotion[] {
    return this.category === 'all'
      ? this.promotions
      : this.promotions.filter((p) => p.category === this.category);
  }

  selectCategory(category: CategoryKey) {
    this.category = category;
  }

  load(): Promise<boolean> {
    return this.list.run(
      () => this.deps.api.call(promotionCalls.promotions, { language: this.deps.getLanguage() }),
      (list) => {
        this.promotions = [...list].sort((a, b) => a.sequence - b.sequence || a.id - b.id);
        if (!this.categories.includes(this.category)) this.category = 'all';
      },
    );
  }

  /** The detail of one promotion (one instance per id while the store lives). */
  detail(id: number): PromotionDetail {
    let d = this.details.get(id);
    if (!d) {
      d = new PromotionDetail(this.deps, id);
      this.details.set(id, d);
    }
    return d;
  }

  /** The application form of a promotion; kept while the player stays on it, new for another one. */
  applicationFor(id: number): RewardApplication {
    if (this.application?.promotionId !== id) this.application = new RewardApplication(this.deps, id);
    return this.application;
  }

  /** A submitted application: the detail and list show 'Applying', the form starts afresh next time. */
  applied(id: number) {
    this.details.get(id)?.setState('APPLYING');
    this.promotions = this.promotions.map((p) => (p.id === id ? { ...p, state: 'APPLYING' } : p));
    this.application = null;
    this.deps.afterReward();
  }

  onLanguageChange() {
    if (this.list.state !== 'idle') void this.load();
    for (const d of this.details.values()) if (d.load.state !== 'idle') void d.reload();
  }

  reset() {
    this.details.clear();
    this.application = null;
    if (this.list.state !== 'idle') void this.load();
  }
}
