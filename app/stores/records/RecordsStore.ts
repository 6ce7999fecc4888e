// The records domain: the bet record, the transaction record and profit and loss. Each screen asks
// for a view of its URL query (range and filters); the view reads the platform through the API
// client and keeps the rows, the summary and their load states. A feature store of the RootStore
// (app/stores/features.ts): a language change reloads the open bet lists (game names are
// translated by the platform), and logout forgets them.
import type { PlatformLanguage } from '@contract/common';
import { BET_STATUSES, TRANSACTION_TYPES, recordCalls } from '@contract/calls/records';
import type { ResponseOf } from '@contract/define';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../../api/client';
import type { FeatureStore } from '../features';
import { Loader } from '../load';
import { PagedRecords } from './PagedRecords';
import { platformDay, rangeFromQuery, rangeToQuery, type DateRange } from './range';

export type BetPage = ResponseOf<typeof recordCalls.betRecords>;
export type BetRecord = BetPage['content'][number];
export type BetStatus = (typeof BET_STATUSES)[number];
export type TransactionRecord = ResponseOf<typeof recordCalls.transactions>['content'][number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type ProfitLoss = ResponseOf<typeof recordCalls.profitAndLoss>;
export { BET_STATUSES, TRANSACTION_TYPES };

/** The game types the bet record filters by (the platform's categories that take bets). */
export const RECORD_GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTTERY'] as const;

/** Records per page: a phone screen holds about ten rows, so a page is several screens. */
export const RECORD_PAGE_SIZE = 50;

/** A URL query as the screens read it. */
export type QueryReader = Pick<URLSearchParams, 'get'>;

export interface RecordsDeps {
  api: Pick<ApiClient, 'call'>;
  /** The platform language of the current locale (game names). */
  getLanguage: () => PlatformLanguage;
  /** The platform's time now (epoch ms). */
  now: () => number;
}

const pick = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value && (values as readonly string[]).includes(value) ? (value as T) : '';

/** The query with some entries changed; '' or null removes an entry. */
function withQuery(base: Record<string, string>, change: Record<string, string | null>) {
  const next: Record<string, string> = { ...base };
  for (const [key, value] of Object.entries(change)) {
    if (value) next[key] = value;
    else delete next[key];
  }
  return next;
}

/** One bet record screen: its range, game type and status filters, the rows and the summary. */
export class BetRecordView {
  readonly list: PagedRecords<BetRecord, BetPage>;

  constructor(
    deps: RecordsDeps,
    readonly range: DateRange,
    readonly gameType: string,
    readonly status: BetStatus | '',
  ) {
    this.list = new PagedRecords((pageNo) =>
      deps.api.call(recordCalls.betRecords, {
        pageNo,
        pageSize: RECORD_PAGE_SIZE,
        startDate: range.startDate,
        endDate: range.endDate,
        gameType: gameType || undefined,
        status: status || undefined,
        language: deps.getLanguage(),
      }),
    );
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  get summary(): BetPage['summary'] | null {
    return this.list.firstPage?.summary ?? null;
  }

  get filtered(): boolean {
    return this.gameType !== '' || this.status !== '';
  }

  /** The URL query of this view with some entries changed (range, gameType, status). */
  query(change: Record<string, string | null> = {}): Record<string, string> {
    return withQuery({ ...rangeToQuery(this.range), gameType: this.gameType, status: this.status }, change);
  }
}

/** One transaction record screen: its range and type filter, and the rows. */
export class TransactionRecordView {
  readonly list: PagedRecords<TransactionRecord>;

  constructor(
    deps: RecordsDeps,
    readonly range: DateRange,
    readonly type: TransactionType | '',
  ) {
    this.list = new PagedRecords((pageNo) =>
      deps.api.call(recordCalls.transactions, {
        pageNo,
        pageSize: RECORD_PAGE_SIZE,
        startDate: range.startDate,
        endDate: range.endDate,
        type: type || undefined,
      }),
    );
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  get filtered(): boolean {
    return this.type !== '';
  }

  query(change: Record<string, string | null> = {}): Record<string, string> {
    return withQuery({ ...rangeToQuery(this.range), type: this.type }, change);
  }
}

/** One profit and loss screen: the totals of its range, by game type. */
export class ProfitLossView {
  value: ProfitLoss | null = null;
  readonly loader = new Loader();

  constructor(
    private readonly deps: RecordsDeps,
    readonly range: DateRange,
  ) {
    makeAutoObservable<ProfitLossView, 'deps'>(this, { deps: false, loader: false }, { autoBind: true });
  }

  load(): Promise<boolean> {
    return this.loader.run(
      () =>
        this.deps.api.call(recordCalls.profitAndLoss, {
          startDate: this.range.startDate,
          endDate: this.range.endDate,
        }),
      (v) => {
        this.value = v;
      },
    );
  }

  /** Game types by the size of their result, largest first (the chart's order). */
  get byGameType(): ProfitLoss['byGameType'] {
    return [...(this.value?.byGameType ?? [])].sort((a, b) => Math.abs(b.winLoss) - Math.abs(a.winLoss));
  }

  get empty(): boolean {
    const v = this.value;
    return (
      this.loader.ready &&
      !!v &&
      v.byGameType.length === 0 &&
      v.deposit === 0 &&
      v.withdraw === 0 &&
      v.bonus === 0 &&
      v.rebate === 0
    );
  }

  query(change: Record<string, string | null> = {}): Record<string, string> {
    return withQuery(rangeToQuery(this.range), change);
  }
}

export class RecordsStore implements FeatureStore {
  /** Bet lists on screen (their game names follow the language). */
  private readonly open = new Set<BetRecordView>();

  constructor(private readonly deps: RecordsDeps) {
    makeAutoObservable<RecordsStore, 'deps' | 'open'>(this, { deps: false, open: false }, { autoBind: true });
  }

  /** Today in platform days. */
  today(): string {
    return platformDay(this.deps.now());
  }

  rangeOf(query: QueryReader): DateRange {
    return rangeFromQuery(
      { range: query.get('range'), from: query.get('from'), to: query.get('to') },
      this.today(),
    );
  }

  betRecords(query: QueryReader): BetRecordView {
    return new BetRecordView(
      this.deps,
      this.rangeOf(query),
      pick(RECORD_GAME_TYPES, query.get('gameType')),
      pick(BET_STATUSES, query.get('status')),
    );
  }

  transactions(query: QueryReader): TransactionRecordView {
    return new TransactionRecordView(
      this.deps,
      this.rangeOf(query),
      pick(TRANSACTION_TYPES, query.get('type')),
    );
  }

  profitLoss(query: QueryReader): ProfitLossView {
    return new ProfitLossView(this.deps, this.rangeOf(query));
  }

  /** A bet list shown on screen until the returned function is called. */
  track(view: BetRecordView): () => void {
    this.open.add(view);
    return () => this.open.delete(view);
  }

  /** Game names are translated by the platform: the lists on screen are read again. */
  onLanguageChange() {
    for (const view of this.open) void view.list.reload();
  }

  reset() {
    this.open.clear();
  }
}
