// The agent contracts a member is offered (SPEC §2 contract screens, §3, §8): daily salary,
// dividend and hourly salary, each from the agent who offered it, with its tiers and status. The
// member accepts or rejects a pending one; the platform refuses a second answer (CONFLICT), after
// which the list is read again so the screen shows what the platform holds.
import { CONTRACT_KINDS, recordCalls } from '@contract/calls/records';
import type { ResponseOf } from '@contract/define';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import type { FeatureStore } from '../features';
import { Loader } from '../load';

export type ContractKind = (typeof CONTRACT_KINDS)[number];
export type AgentContract = ResponseOf<typeof recordCalls.contracts>[number];
export type ContractTier = AgentContract['tiers'][number];
export { CONTRACT_KINDS };

/** What an answer to a contract came to. */
export type RespondOutcome = 'accepted' | 'rejected' | 'alreadyAnswered' | 'failed';

export interface ContractsDeps {
  api: Pick<ApiClient, 'call'>;
}

/** The contracts of one kind and the answer being sent, if any. */
export class ContractList {
  items: AgentContract[] = [];
  readonly load = new Loader({ keepOnError: true });
  /** The contract whose answer is on its way (a second tap waits for it). */
  responding: number | null = null;
  /** The contract whose last answer failed (the screen says so under it), null when none. */
  failedId: number | null = null;

  constructor(
    private readonly deps: ContractsDeps,
    readonly kind: ContractKind,
  ) {
    makeAutoObservable<ContractList, 'deps'>(this, { deps: false, load: false }, { autoBind: true });
  }

  get pending(): AgentContract[] {
    return this.items.filter((c) => c.status === 'PENDING');
  }

  /** Pending first (newest first), then the answered ones. */
  get sorted(): AgentContract[] {
    const rank = (c: AgentContract) => (c.status === 'PENDING' ? 0 : 1);
    return [...this.items].sort((a, b) => rank(a) - rank(b) || b.createdAt - a.createdAt || b.id - a.id);
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.deps.api.call(recordCalls.contracts, { kind: this.kind }),
      (items) => {
        this.items = items;
      },
    );
  }

  /**
   * Accepts or rejects a pending contract (the screen has asked for confirmation). One answer at a
   * time: a tap while one is on its way does nothing. The list is read again afterwards.
   */
  async respond(id: number, accept: boolean): Promise<RespondOutcome | null> {
    if (this.responding !== null) return null;
    this.responding = id;
    this.failedId = null;
    let outcome: RespondOutcome;
    try {
      await this.deps.api.call(recordCalls.respondContract, { kind: this.kind, id, accept });
      outcome = accept ? 'accepted' : 'rejected';
    } catch (e) {
      outcome = isApiError(e) && e.code === 'CONFLICT' ? 'alreadyAnswered' : 'failed';
      if (outcome === 'failed') runInAction(() => (this.failedId = id));
    }
    if (outcome !== 'failed') {
      runInAction(() => {
        const status = outcome === 'accepted' ? 'ACCEPTED' : outcome === 'rejected' ? 'REJECTED' : null;
        if (status) this.items = this.items.map((c) => (c.id === id ? { ...c, status } : c));
      });
      await this.fetch();
    }
    runInAction(() => (this.responding = null));
    return outcome;
  }

  reset() {
    this.items = [];
    this.responding = null;
    this.failedId = null;
    this.load.reset();
  }
}

export class ContractsStore implements FeatureStore {
  private readonly lists = new Map<ContractKind, ContractList>();

  constructor(private readonly deps: ContractsDeps) {}

  /** The list of one kind (kept for the life of the session). */
  list(kind: ContractKind): ContractList {
    let list = this.lists.get(kind);
    if (!list) {
      list = new ContractList(this.deps, kind);
      this.lists.set(kind, list);
    }
    return list;
  }

  /** Logout: a contract list belongs to the member. */
  reset() {
    for (const list of this.lists.values()) list.reset();
  }
}
