import { describe, expect, it } from 'vitest';
import * as z from './schema.ts';
import { contract, lazySchema, type CallDef } from './index.ts';

describe('lazySchema', () => {
  it('builds its schema on the first parse, once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ n: z.number() });
    });
    expect(builds).toBe(0);
    expect(z.safeParse(schema, { n: 1 }).success).toBe(true);
    expect(z.safeParse(schema, { n: 'x' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('is a schema like any other once used: nested, parsed, known by its type', () => {
    let builds = 0;
    const item = lazySchema(() => {
      builds += 1;
      return z.object({ n: z.number() });
    });
    const list = z.object({ items: z.array(item) });
    expect(builds).toBe(0);
    expect(z.safeParse(list, { items: [{ n: 1 }, { n: 2 }] }).success).toBe(true);
    expect(z.safeParse(list, { items: [{ n: 'x' }] }).success).toBe(false);
    expect(item).toBeInstanceOf(z.Lazy);
    expect(item).toBeInstanceOf(z.Schema);
    expect(builds).toBe(1);
  });

  it('wraps every call schema, so loading the contract builds none of them', () => {
    const parts = ['request', 'response', 'payload'] as const;
    const eager = Object.entries(contract).flatMap(([name, def]: [string, CallDef]) =>
      parts.filter((part) => def[part] && !(def[part] instanceof z.Lazy)).map((part) => `${name}.${part}`),
    );
    expect(eager).toEqual([]);
  });
});
