import { describe, expect, it } from 'vitest';
import { recordCalls } from '@contract/calls/records';
import { ApiError } from '../../api/errors';
import { ContractsStore, type AgentContract } from './ContractsStore';

const contract = (id: number, status: AgentContract['status'] = 'PENDING'): AgentContract => ({
  id,
  kind: 'salary',
  fromAgent: 'demo_agent',
  status,
  tiers: [{ threshold: 1000, rate: 0.5 }],
  createdAt: id,
});

/** A fake platform holding contracts; `conflict` makes every answer CONFLICT. */
function fakeApi(items: AgentContract[], options: { conflict?: boolean } = {}) {
  const sent: unknown[] = [];
  let release: () => void = () => undefined;
  const api = {
    call: async (def: unknown, input: Record<string, unknown>) => {
      if (def === recordCalls.contracts) return items.map((c) => ({ ...c }));
      if (def === recordCalls.respondContract) {
        sent.push(input);
        await new Promise<void>((r) => (release = r));
        if (options.conflict) throw new ApiError('CONFLICT', 409, 'err_conflict');
        const c = items.find((x) => x.id === input.id)!;
        c.status = input.accept ? 'ACCEPTED' : 'REJECTED';
        return { ok: true };
      }
      throw new Error('unexpected call');
    },
  };
  return { api: api as never, sent, release: () => release() };
}

describe('ContractList', () => {
  it('sends one answer however often it is tapped, then reads the list again', async () => {
    const fake = fakeApi([contract(1), contract(2)]);
    const list = new ContractsStore({ api: fake.api }).list('salary');
    await list.fetch();
    expect(list.pending.map((c) => c.id)).toEqual([1, 2]);
    const first = list.respond(1, true);
    expect(await list.respond(1, true)).toBeNull();
    expect(await list.respond(2, false)).toBeNull();
    await Promise.resolve();
    fake.release();
    expect(await first).toBe('accepted');
    expect(fake.sent).toEqual([{ kind: 'salary', id: 1, accept: true }]);
    expect(list.sorted.map((c) => [c.id, c.status])).toEqual([
      [2, 'PENDING'],
      [1, 'ACCEPTED'],
    ]);
  });

  it('reads the list again when the platform says the contract was already answered', async () => {
    const fake = fakeApi([contract(1)], { conflict: true });
    const list = new ContractsStore({ api: fake.api }).list('salary');
    await list.fetch();
    const answer = list.respond(1, false);
    await Promise.resolve();
    fake.release();
    expect(await answer).toBe('alreadyAnswered');
    expect(list.failedId).toBeNull();
    expect(list.responding).toBeNull();
  });

  it('forgets the member’s contracts at logout', async () => {
    const store = new ContractsStore({ api: fakeApi([contract(1)]).api });
    await store.list('salary').fetch();
    store.reset();
    expect(store.list('salary').items).toEqual([]);
    expect(store.list('salary').load.state).toBe('idle');
  });
});
