// The responsible-gaming feature store (`useFeature(responsibleGamingFeature)`): the member's limits
// as the platform holds them (with raises waiting for their cooling period), the reality check
// interval, and a break or self-exclusion. Every change is the platform's answer: the settings shown
// are the ones it returned, never what was typed, and a refusal keeps the form as it was.
import {
  RG_BREAK_DAYS,
  RG_EXCLUSION_MONTHS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  RG_REALITY_MINUTES,
  RG_SESSION_MINUTES,
  responsibleGamingCalls,
} from '@contract/calls/responsibleGaming';
import type { ResponseOf } from '@contract/define';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../api/client';
import type { FeatureStore } from '../features';
import { Loader } from '../load';

export type RgSettings = ResponseOf<typeof responsibleGamingCalls.rgSettings>;
export type RgLimit = RgSettings['limits'][number];
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];
export type RgPeriod = (typeof RG_PERIODS)[number];
export type RgBreakKind = 'break' | 'exclusion';
export {
  RG_BREAK_DAYS,
  RG_EXCLUSION_MONTHS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  RG_REALITY_MINUTES,
  RG_SESSION_MINUTES,
};

/** What the player picks for a break or self-exclusion. */
export interface BreakChoice {
  kind: RgBreakKind;
  /** Days for a break, months for an exclusion; ignored when permanent. */
  length: number;
  permanent: boolean;
}

/** Break lengths offered, in days (24 hours to 6 weeks). */
export const BREAK_DAY_CHOICES = [1, 3, 7, 14, 30, 42] as const;
/** Self-exclusion lengths offered, in months (6 months to 5 years). */
export const EXCLUSION_MONTH_CHOICES = [6, 12, 24, 36, 60] as const;

export interface ResponsibleGamingDeps {
  api: Pick<ApiClient, 'call'>;
  /** Ends the session on this device once the platform has ended it (a break signs out). */
  endSession: (until: number | null, kind: RgBreakKind) => void | Promise<void>;
  /** The reality check interval changed on the platform. */
  realityChanged: () => void;
}

/** The key of one control on the screen: which one is saving or was refused. */
export const limitKey = (kind: RgLimitKind | 'session', period?: RgPeriod) =>
  period ? `${kind}.${period}` : kind;

export class ResponsibleGamingStore implements FeatureStore {
  settings: RgSettings | null = null;
  readonly load = new Loader({ keepOnError: true });
  /** The control whose change is on its way ('' none). */
  saving = '';
  /** The control whose last change was refused, with the failure. */
  failed: { key: string; error: unknown } | null = null;
  /** The control whose last change the platform confirmed. */
  saved = '';

  constructor(private readonly deps: ResponsibleGamingDeps) {
    makeAutoObservable<ResponsibleGamingStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.deps.api.call(responsibleGamingCalls.rgSettings, {}),
      (s) => (this.settings = s),
    );
  }

  limit(kind: RgLimitKind, period: RgPeriod): RgLimit | undefined {
    return this.settings?.limits.find((l) => l.kind === kind && l.period === period);
  }

  /** Sets a limit (null removes it); resolves whether the platform accepted it. */
  setLimit(kind: RgLimitKind | 'session', period: RgPeriod | undefined, value: number | null) {
    return this.change(limitKey(kind, period), () =>
      this.deps.api.call(responsibleGamingCalls.rgSetLimit, { kind, period, value }),
    );
  }

  async setRealityCheck(minutes: number | null): Promise<boolean> {
    const done = await this.change('realityCheck', () =>
      this.deps.api.call(responsibleGamingCalls.rgSetRealityCheck, { minutes }),
    );
    if (done) this.deps.realityChanged();
    return done;
  }

  private async change(key: string, send: () => Promise<RgSettings>): Promise<boolean> {
    if (this.saving) return false;
    this.saving = key;
    this.failed = null;
    this.saved = '';
    try {
      const s = await send();
      runInAction(() => {
        this.settings = s;
        this.saved = key;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.failed = { key, error }));
      return false;
    } finally {
      runInAction(() => (this.saving = ''));
    }
  }

  /** Starts a break or self-exclusion; on success the session ends on this device too. */
  async takeBreak(choice: BreakChoice): Promise<boolean> {
    if (this.saving) return false;
    this.saving = 'break';
    this.failed = null;
    try {
      const { until } = await this.deps.api.call(responsibleGamingCalls.rgTakeBreak, {
        kind: choice.kind,
        length: choice.permanent ? 0 : choice.length,
        permanent: choice.permanent,
      });
      runInAction(() => (this.saving = ''));
      await this.deps.endSession(until, choice.kind);
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = '';
        this.failed = { key: 'break', error };
      });
      return false;
    }
  }

  errorOf(key: string): unknown {
    return this.failed?.key === key ? this.failed.error : null;
  }

  reset() {
    this.settings = null;
    this.load.reset();
    this.saving = '';
    this.failed = null;
    this.saved = '';
  }
}
