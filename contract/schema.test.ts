import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from './schema.ts';

const issuesOf = (schema: z.Schema, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map(({ code, path }) => ({ code, path }));
};

describe('schema', () => {
  it('accepts each JSON type only as itself', () => {
    expect(z.string().safeParse('a')).toEqual({ success: true, data: 'a' });
    expect(issuesOf(z.string(), 1)).toEqual([{ code: 'invalid_type', path: [] }]);
    expect(z.number().safeParse(0).success).toBe(true);
    for (const bad of [Number.NaN, Infinity, '1', null])
      expect(z.number().safeParse(bad).success).toBe(false);
    expect(z.boolean().safeParse(false).success).toBe(true);
    expect(z.boolean().safeParse(0).success).toBe(false);
    expect(z.unknown().safeParse(undefined).success).toBe(true);
    expect(z.int().safeParse(2).success).toBe(true);
    expect(z.int().safeParse(2.5).success).toBe(false);
  });

  it('keeps only the declared keys of an object, and refuses others in a strict one', () => {
    const shape = { n: z.number(), s: z.optional(z.string()) };
    expect(z.object(shape).parse({ n: 1, extra: true })).toEqual({ n: 1 });
    expect(z.object(shape).parse({ n: 1, s: 'x' })).toEqual({ n: 1, s: 'x' });
    expect(issuesOf(z.object(shape), { s: 2 })).toEqual([
      { code: 'invalid_type', path: ['n'] },
      { code: 'invalid_type', path: ['s'] },
    ]);
    const r = z.strictObject(shape).safeParse({ n: 1, extra: true, more: 1 });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['extra', 'more'], path: [] }),
    ]);
    expect(issuesOf(z.object(shape), [])).toEqual([{ code: 'invalid_type', path: [] }]);
  });

  it('reports a missing field as an invalid type with no input, at its path', () => {
    const r = z.object({ list: z.array(z.object({ id: z.number() })) }).safeParse({ list: [{ id: 1 }, {}] });
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ code: 'invalid_type', path: ['list', 1, 'id'], input: undefined }),
    ]);
  });

  it('tells optional from nullable', () => {
    expect(z.optional(z.string()).safeParse(undefined).success).toBe(true);
    expect(z.optional(z.string()).safeParse(null).success).toBe(false);
    expect(z.nullable(z.string()).safeParse(null).success).toBe(true);
    expect(z.nullable(z.string()).safeParse(undefined).success).toBe(false);
  });

  it('matches literals, enums and the first matching union member', () => {
    expect(z.literal(0).safeParse(0).success).toBe(true);
    expect(z.literal(0).safeParse('0').success).toBe(false);
    expect(z.enum(['PT', 'EN']).safeParse('EN').success).toBe(true);
    expect(issuesOf(z.enum(['PT', 'EN']), 'FR')).toEqual([{ code: 'invalid_value', path: [] }]);
    const u = z.union([z.number(), z.string()], 'a number or a string');
    expect(u.parse('x')).toBe('x');
    expect(u.safeParse(true).error?.issues[0]).toMatchObject({
      code: 'invalid_union',
      message: 'a number or a string',
    });
  });

  it('pipes through transforms and the schema after them', () => {
    const qInt = z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
      z.transform((v: number | string) => Number(v)),
    );
    const page = z.pipe(qInt, z.number().check(z.gte(1), z.lte(500)));
    expect(page.parse('12')).toBe(12);
    expect(issuesOf(page, '0')).toEqual([{ code: 'too_small', path: [] }]);
    expect(issuesOf(page, 'x')).toEqual([{ code: 'invalid_union', path: [] }]);
    expectTypeOf<z.output<typeof page>>().toEqualTypeOf<number>();
    expectTypeOf<z.input<typeof page>>().toEqualTypeOf<number | string>();
  });

  it('applies checks after the shape, each on a copy of the schema', () => {
    const base = z.string();
    const short = base.check(z.maxLength(2));
    expect(short.safeParse('abc').success).toBe(false);
    expect(base.safeParse('abc').success).toBe(true);
    expect(issuesOf(z.array(z.number()).check(z.minLength(1)), [])).toEqual([
      { code: 'too_small', path: [] },
    ]);
    expect(issuesOf(z.number().check(z.int(), z.gt(0)), 1.5)).toEqual([{ code: 'invalid_type', path: [] }]);
    const even = z.number().check(z.refine((n: number) => n % 2 === 0, 'an even number'));
    expect(even.safeParse(3).error?.issues[0]).toMatchObject({ code: 'custom', message: 'an even number' });
    // A global pattern keeps its position between tests; the check starts it afresh each time.
    const digits = z.string().check(z.regex(/\d/g));
    expect([digits.safeParse('1').success, digits.safeParse('1').success]).toEqual([true, true]);
  });

  it('checks the keys and values of a record, and keeps `__proto__` a key', () => {
    const flags = z.record(z.string(), z.boolean());
    const parsed = flags.parse(JSON.parse('{"a":true,"__proto__":false}'));
    expect(Object.keys(parsed)).toEqual(['a', '__proto__']);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(issuesOf(flags, { a: 1 })).toEqual([{ code: 'invalid_type', path: ['a'] }]);
    expect(issuesOf(z.partialRecord(z.enum(['PT', 'EN']), z.string()), { FR: 'x' })).toEqual([
      { code: 'invalid_value', path: ['FR'] },
    ]);
  });

  it('builds a lazy schema once, on its first parse, optional inside an object included', () => {
    let builds = 0;
    const page = z.lazy(() => {
      builds += 1;
      return z.optional(z.number());
    });
    const query = z.object({ page });
    expect(builds).toBe(0);
    expect(query.parse({})).toEqual({});
    expect(query.parse({ page: 2 })).toEqual({ page: 2 });
    expect(builds).toBe(1);
    expectTypeOf<z.output<typeof query>>().toEqualTypeOf<{ page?: number | undefined }>();
  });

  it('infers what a parse accepts and answers', () => {
    const s = z.object({
      id: z.number(),
      name: z.optional(z.string()),
      note: z.nullable(z.string()),
      n: z.pipe(
        z.string(),
        z.transform((v: string) => v.length),
      ),
    });
    expect(s.parse({ id: 1, note: null, n: 'abc' })).toEqual({ id: 1, note: null, n: 3 });
    expectTypeOf<z.output<typeof s>>().toEqualTypeOf<{
      id: number;
      note: string | null;
      n: number;
      name?: string | undefined;
    }>();
    expectTypeOf<z.input<typeof s>>().toEqualTypeOf<{
      id: number;
      note: string | null;
      n: string;
      name?: string | undefined;
    }>();
  });

  it('groups issues by top-level field', () => {
    const r = z.object({ a: z.string(), b: z.object({ c: z.number() }) }).safeParse({ a: 1, b: { c: 'x' } });
    expect(r.success).toBe(false);
    expect(z.flattenError(r.error!)).toEqual({
      formErrors: [],
      fieldErrors: { a: ['expected string, received number'], b: ['expected number, received string'] },
    });
    expect(() => z.string().parse(1)).toThrow(z.SchemaError);
  });
});
