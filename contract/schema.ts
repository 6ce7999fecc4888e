// The contract's schemas: a small validator for the JSON the app and the platform exchange. It knows
// the shapes the contract declares (strings, finite numbers, booleans, literals, enums, objects,
// records, arrays, unions, optional and nullable values, pipes and transforms, lazily built schemas)
// and the checks on them (bounds, lengths, patterns, integers, refinements), and nothing else, so
// the app ships about 1 kB of it on its first load. The vocabulary is zod's (`z.object`, `z.optional`,
// `schema.check(z.maxLength(n))`, `z.output<typeof s>`), which most engineers read at sight.
//
// Parsing never throws on bad input: `safeParse` answers the value (objects stripped to their
// declared keys, transforms applied) or every issue found, each with its path, a code and a message.

/** What went wrong with a value, where. */
export type Issue = {
  /** Keys and indexes from the parsed value down to the bad one; empty for the value itself. */
  path: PropertyKey[];
  /** A short English description, for logs and the simulator's answers (never shown to players). */
  message: string;
  /** The bad value (`undefined` for a missing field). */
  input?: unknown;
} & (
  | {
      code:
        | 'invalid_type'
        | 'invalid_value'
        | 'invalid_union'
        | 'invalid_format'
        | 'too_big'
        | 'too_small'
        | 'custom';
    }
  /** A strict object's keys that it does not declare. */
  | { code: 'unrecognized_keys'; keys: string[] }
);
type Found = Issue extends infer I ? (I extends Issue ? Omit<I, 'path'> : never) : never;

export class SchemaError extends Error {
  constructor(readonly issues: Issue[]) {
    super(issues.map((i) => `${i.path.map(String).join('.') || '(value)'}: ${i.message}`).join('; '));
    this.name = 'SchemaError';
  }
}

export type SafeParseResult<T> =
  { success: true; data: T; error?: undefined } | { success: false; data?: undefined; error: SchemaError };

/** A value failed its schema (its issues are already recorded). */
const INVALID: unique symbol = Symbol('invalid');
type Parsed<T> = T | typeof INVALID;

/** The state of one parse: where it is and what it has found. */
interface Context {
  path: PropertyKey[];
  issues: Issue[];
}

function report(ctx: Context, issue: Found): void {
  ctx.issues.push({ ...issue, path: [...ctx.path] });
}

/** A rule a parsed value must also meet. Every schema is one too: the value must match it as well. */
export interface Check<T = never> {
  '~check'(value: T, ctx: Context): void;
}

export abstract class Schema<Out = unknown, In = Out> implements Check<Out> {
  /** The type a parse answers (types only). */
  declare readonly '~out': Out;
  /** The type a parse accepts (types only). */
  declare readonly '~in': In;
  /** Whether an object may leave the key out (types only). */
  declare readonly '~opt': boolean;

  private checks: readonly Check<Out>[] = [];

  /** Parses the value's own shape, reporting what is wrong. */
  protected abstract shape$(value: unknown, ctx: Context): Parsed<Out>;

  /** @internal Parses a value at the context's path. */
  run(value: unknown, ctx: Context): Parsed<Out> {
    const out = this.shape$(value, ctx);
    if (out === INVALID || this.checks.length === 0) return out;
    const before = ctx.issues.length;
    for (const check of this.checks) check['~check'](out, ctx);
    return ctx.issues.length === before ? out : INVALID;
  }

  '~check'(value: Out, ctx: Context): void {
    this.run(value, ctx);
  }

  /** A copy of this schema that also applies the checks. */
  check(...checks: Check<Out>[]): this {
    const copy = Object.create(Object.getPrototypeOf(this) as object) as this;
    Object.assign(copy, this);
    copy.checks = [...this.checks, ...checks];
    return copy;
  }

  safeParse(value: unknown): SafeParseResult<Out> {
    const ctx: Context = { path: [], issues: [] };
    const out = this.run(value, ctx);
    return out === INVALID || ctx.issues.length
      ? { success: false, error: new SchemaError(ctx.issues) }
      : { success: true, data: out };
  }

  /** The parsed value; throws a SchemaError when it does not match. */
  parse(value: unknown): Out {
    const r = this.safeParse(value);
    if (!r.success) throw r.error;
    return r.data;
  }
}

export type output<S> = S extends { '~out': infer O } ? O : never;
export type input<S> = S extends { '~in': infer I } ? I : never;
export type infer<S> = output<S>;
type AnySchema = Schema<unknown, unknown>;

export function safeParse<S extends AnySchema>(schema: S, value: unknown): SafeParseResult<output<S>> {
  return schema.safeParse(value) as SafeParseResult<output<S>>;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Whether the value is of the expected JSON type; reports it when it is not. */
function ofType<T>(
  value: unknown,
  ctx: Context,
  expected: string,
  accepts: (value: unknown) => boolean,
): value is T {
  if (accepts(value)) return true;
  report(ctx, {
    code: 'invalid_type',
    message: `expected ${expected}, received ${typeName(value)}`,
    input: value,
  });
  return false;
}

/** A schema that accepts values of one JSON type. */
class TypeSchema<T> extends Schema<T> {
  constructor(
    private readonly expected: string,
    private readonly accepts: (value: unknown) => boolean,
  ) {
    super();
  }
  protected shape$(value: unknown, ctx: Context): Parsed<T> {
    return ofType(value, ctx, this.expected, this.accepts) ? (value as T) : INVALID;
  }
}

export const string = (): Schema<string> => new TypeSchema('string', (v) => typeof v === 'string');
/** A finite number (JSON has no NaN or Infinity). */
export const number = (): Schema<number> => new TypeSchema('number', Number.isFinite);
export const boolean = (): Schema<boolean> => new TypeSchema('boolean', (v) => typeof v === 'boolean');
export const unknown = (): Schema<unknown> => new TypeSchema('anything', () => true);
/** A safe integer; also a check on a number (`z.number().check(z.int())`). */
export const int = (): Schema<number> => new TypeSchema('integer', Number.isSafeInteger);

type Primitive = string | number | boolean | null;

class ValueSchema<T extends Primitive> extends Schema<T> {
  constructor(private readonly values: readonly T[]) {
    super();
  }
  protected shape$(value: unknown, ctx: Context): Parsed<T> {
    if (this.values.includes(value as T)) return value as T;
    report(ctx, {
      code: 'invalid_value',
      message: `expected ${this.values.map((v) => JSON.stringify(v)).join(' | ')}`,
      input: value,
    });
    return INVALID;
  }
}

export const literal = <const T extends Primitive>(value: T): Schema<T> => new ValueSchema([value]);
// `enum` is a reserved word, so the function is declared under another name and exported as `enum`.
const enumOf = <const T extends readonly [string, ...string[]]>(values: T): Schema<T[number]> =>
  new ValueSchema(values);
export { enumOf as enum };

class OptionalSchema<S extends AnySchema> extends Schema<output<S> | undefined, input<S> | undefined> {
  declare readonly '~opt': true;
  constructor(readonly inner: S) {
    super();
  }
  protected shape$(value: unknown, ctx: Context): Parsed<output<S> | undefined> {
    return value === undefined ? undefined : (this.inner.run(value, ctx) as Parsed<output<S>>);
  }
}
/** The value or `undefined`; an object may leave the key out. */
export const optional = <S extends AnySchema>(inner: S) => new OptionalSchema(inner);

class NullableSchema<S extends AnySchema> extends Schema<output<S> | null, input<S> | null> {
  declare readonly '~opt': S['~opt'];
  constructor(readonly inner: S) {
    super();
  }
  protected shape$(value: unknown, ctx: Context): Parsed<output<S> | null> {
    return value === null ? null : (this.inner.run(value, ctx) as Parsed<output<S>>);
  }
}
export const nullable = <S extends AnySchema>(inner: S) => new NullableSchema(inner);

class ArraySchema<S extends AnySchema> extends Schema<output<S>[], input<S>[]> {
  constructor(readonly item: S) {
    super();
  }
  protected shape$(value: unknown, ctx: Context): Parsed<output<S>[]> {
    if (!ofType<unknown[]>(value, ctx, 'array', Array.isArray)) return INVALID;
    const out: output<S>[] = [];
    let valid = true;
    for (let i = 0; i < value.length; i++) {
      ctx.path.push(i);
      const item = this.item.run(value[i], ctx);
      ctx.path.pop();
      if (item === INVALID) valid = false;
      else out.push(item as output<S>);
    }
    return valid ? out : INVALID;
  }
}
export const array = <S extends AnySchema>(item: S) => new ArraySchema(item);

type Shape = Readonly<Record<string, AnySchema>>;
type Flat<T> = { [K in keyof T]: T[K] } & {};
type OptionalKey<S extends Shape> = { [K in keyof S]: S[K]['~opt'] extends true ? K : never }[keyof S];
type ShapeOf<S extends Shape, Side extends '~out' | '~in'> = Flat<
  { -readonly [K in Exclude<keyof S, OptionalKey<S>>]: S[K][Side] } & {
    -readonly [K in OptionalKey<S>]?: S[K][Side];
  }
>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class ObjectSchema<S extends Shape> extends Schema<ShapeOf<S, '~out'>, ShapeOf<S, '~in'>> {
  constructor(
    readonly shape: S,
    private readonly strict: boolean,
  ) {
    super();
  }
  protected shape$(value: unknown, ctx: Context): Parsed<ShapeOf<S, '~out'>> {
    if (!ofType<Record<string, unknown>>(value, ctx, 'object', isRecord)) return INVALID;
    const out: Record<string, unknown> = {};
    let valid = true;
    for (const key in this.shape) {
      const field = value[key];
      ctx.path.push(key);
      const parsed = this.shape[key]!.run(field, ctx);
      ctx.path.pop();
      if (parsed === INVALID) valid = false;
      else if (parsed !== undefined || key in value) out[key] = parsed;
    }
    if (this.strict) {
      const unknownKeys = Object.keys(value).filter((key) => !Object.hasOwn(this.shape, key));
      if (unknownKeys.length) {
        report(ctx, {
          code: 'unrecognized_keys',
          message: `unknown keys: ${unknownKeys.join(', ')}`,
          keys: unknownKeys,
        });
        valid = false;
      }
    }
    return valid ? (out as ShapeOf<S, '~out'>) : INVALID;
  }
}
/** An object with the declared keys; the parsed value keeps only those. */
export const object = <S extends Shape>(shape: S) => new ObjectSchema(shape, false);
/** An object with the declared keys and no others. */
export const strictObject = <S extends Shape>(shape: S) => new ObjectSchema(shape, true);

class RecordSchema<K extends Schema<string>, V extends AnySchema> extends Schema<
  Record<output<K>, output<V>>,
  Record<input<K>, input<V>>
> {
  constructor(
    readonly key: K,
    readonly value: V,
  ) {
    super();
  }
  protected shape$(value: unknown, ctx: Context): Parsed<Record<output<K>, output<V>>> {
    if (!ofType<Record<string, unknown>>(value, ctx, 'object', isRecord)) return INVALID;
    const out: Record<string, unknown> = {};
    let valid = true;
    for (const [key, field] of Object.entries(value)) {
      ctx.path.push(key);
      const k = this.key.run(key, ctx);
      const v = this.value.run(field, ctx);
      ctx.path.pop();
      if (k === INVALID || v === INVALID) valid = false;
      // A plain assignment of `__proto__` would set the prototype instead of a key.
      else Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    }
    return valid ? (out as Record<output<K>, output<V>>) : INVALID;
  }
}
/** An object whose keys and values each match a schema. */
export const record = <K extends Schema<string>, V extends AnySchema>(key: K, value: V) =>
  new RecordSchema(key, value);
/** A record whose keys (each matching the key schema, often an enum) may each be left out. */
export const partialRecord = <K extends Schema<string>, V extends AnySchema>(key: K, value: V) =>
  new RecordSchema(key, value) as unknown as Schema<
    Partial<Record<output<K>, output<V>>>,
    Partial<Record<input<K>, input<V>>>
  >;

class UnionSchema<S extends readonly AnySchema[]> extends Schema<output<S[number]>, input<S[number]>> {
  constructor(
    readonly options: S,
    private readonly message: string,
  ) {
    super();
  }
  protected shape$(value: unknown, ctx: Context): Parsed<output<S[number]>> {
    for (const option of this.options) {
      const attempt: Context = { path: ctx.path, issues: [] };
      const out = option.run(value, attempt);
      if (out !== INVALID && attempt.issues.length === 0) return out as output<S[number]>;
    }
    report(ctx, { code: 'invalid_union', message: this.message, input: value });
    return INVALID;
  }
}
/** The first of the schemas that matches; the message describes them all when none does. */
export const union = <const S extends readonly AnySchema[]>(
  options: S,
  message = 'matches none of the allowed shapes',
) => new UnionSchema(options, message);

class PipeSchema<A extends AnySchema, B extends AnySchema> extends Schema<output<B>, input<A>> {
  constructor(
    readonly from: A,
    readonly to: B,
  ) {
    super();
  }
  protected shape$(value: unknown, ctx: Context): Parsed<output<B>> {
    const first = this.from.run(value, ctx);
    return first === INVALID ? INVALID : (this.to.run(first, ctx) as Parsed<output<B>>);
  }
}
/** Parses with the first schema, then parses its result with the second. */
export const pipe = <A extends AnySchema, B extends AnySchema>(from: A, to: B) => new PipeSchema(from, to);

class TransformSchema<I, O> extends Schema<O, I> {
  constructor(private readonly fn: (value: I) => O) {
    super();
  }
  protected shape$(value: unknown): Parsed<O> {
    return this.fn(value as I);
  }
}
/** Maps a value already parsed (the second step of a `pipe`). */
export const transform = <I, O>(fn: (value: I) => O) => new TransformSchema(fn);

export class Lazy<S extends AnySchema> extends Schema<output<S>, input<S>> {
  declare readonly '~opt': S['~opt'];
  private built: S | undefined;
  constructor(private readonly build: () => S) {
    super();
  }
  /** The schema this one stands for, built on first use. */
  get inner(): S {
    return (this.built ??= this.build());
  }
  protected shape$(value: unknown, ctx: Context): Parsed<output<S>> {
    return this.inner.run(value, ctx) as Parsed<output<S>>;
  }
}
/** A schema built the first time it parses (or is asked for what it stands for). */
export const lazy = <S extends AnySchema>(build: () => S) => new Lazy(build);

function rule<T>(
  test: (value: T) => boolean,
  issue: () => Found & { code: Exclude<Issue['code'], 'unrecognized_keys'> },
): Check<T> {
  return {
    '~check'(value, ctx) {
      if (!test(value)) report(ctx, { ...issue(), input: value });
    },
  };
}

export const gte = (n: number) =>
  rule<number>(
    (v) => v >= n,
    () => ({ code: 'too_small', message: `expected at least ${n}` }),
  );
export const gt = (n: number) =>
  rule<number>(
    (v) => v > n,
    () => ({ code: 'too_small', message: `expected more than ${n}` }),
  );
export const lte = (n: number) =>
  rule<number>(
    (v) => v <= n,
    () => ({ code: 'too_big', message: `expected at most ${n}` }),
  );
export const minLength = (n: number) =>
  rule<{ length: number }>(
    (v) => v.length >= n,
    () => ({ code: 'too_small', message: `expected a length of at least ${n}` }),
  );
export const maxLength = (n: number) =>
  rule<{ length: number }>(
    (v) => v.length <= n,
    () => ({ code: 'too_big', message: `expected a length of at most ${n}` }),
  );
export const regex = (pattern: RegExp, message = `expected to match ${String(pattern)}`) =>
  rule<string>(
    (v) => {
      pattern.lastIndex = 0;
      return pattern.test(v);
    },
    () => ({ code: 'invalid_format', message }),
  );
export const refine = <T>(test: (value: T) => boolean, message = 'invalid value') =>
  rule<T>(test, () => ({ code: 'custom', message }));

/** An error's issues by top-level field (`formErrors` for those about the value itself). */
export function flattenError(error: SchemaError): {
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
} {
  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const [field] = issue.path;
    if (field === undefined) formErrors.push(issue.message);
    else (fieldErrors[String(field)] ??= []).push(issue.message);
  }
  return { formErrors, fieldErrors };
}
