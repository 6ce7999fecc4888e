// The token model of the studio: the three tiers of tokens/ and each merchant's overrides, read
// from the same JSON files the theme build reads, resolved here in the browser so a draft's change
// reaches every token that refers to it (a component token pointing at `color.bg.accent` follows
// it). The values match the build's output: tokens.test.ts compares them with the generated docs.
import { varName } from '@themes/build/formats.ts';

type Json = { [key: string]: unknown };

/** A token as written in a source file: its raw value (maybe a `{reference}`) and its type. */
export interface SourceToken {
  value: unknown;
  type: string;
}

export type TokenTable = ReadonlyMap<string, SourceToken>;

const tierFiles = import.meta.glob<Json>('../../tokens/**/*.json', { eager: true, import: 'default' });
const merchantFiles = import.meta.glob<Json>('../../themes/*/tokens.json', {
  eager: true,
  import: 'default',
});

/** Every token of a DTCG tree, with `$type` inherited from its groups. */
export function flatten(
  tree: unknown,
  into = new Map<string, SourceToken>(),
  prefix: string[] = [],
  type = '',
) {
  if (!tree || typeof tree !== 'object') return into;
  const node = tree as Json;
  const own = typeof node.$type === 'string' ? node.$type : type;
  if ('$value' in node) {
    into.set(prefix.join('.'), { value: node.$value, type: own });
    return into;
  }
  for (const [k, v] of Object.entries(node)) {
    if (!k.startsWith('$')) flatten(v, into, [...prefix, k], own);
  }
  return into;
}

/** The base, semantic and component tiers as one table. */
export const baseTokens: TokenTable = Object.values(tierFiles).reduce<Map<string, SourceToken>>(
  (table, tree) => flatten(tree, table),
  new Map(),
);

/** Merchant code -> its overrides (path -> raw value), from themes/<code>/tokens.json. */
export const merchantOverrides: Readonly<Record<string, Readonly<Record<string, unknown>>>> =
  Object.fromEntries(
    Object.entries(merchantFiles).map(([file, tree]) => {
      const code = /themes\/([^/]+)\/tokens\.json$/.exec(file)?.[1] ?? file;
      return [code, Object.fromEntries([...flatten(tree)].map(([p, t]) => [p, t.value]))];
    }),
  );

const REFERENCE = /^\{([^}]+)\}$/;

/** The referenced path of a `{a.b.c}` value, if the value is one. */
export const referenceOf = (value: unknown) =>
  typeof value === 'string' ? (REFERENCE.exec(value)?.[1] ?? null) : null;

const quoteFamily = (f: string) => (/[\s,'"]/.test(f) ? `'${f.replaceAll("'", "\\'")}'` : f);

/** A resolved value as CSS text, as the build's transforms write it (fontFamily, shadow, cubicBezier). */
export function toCss(value: unknown, type: string): string {
  if (type === 'fontFamily' && Array.isArray(value)) return value.map(String).map(quoteFamily).join(', ');
  if (type === 'cubicBezier' && Array.isArray(value)) return `cubic-bezier(${value.join(', ')})`;
  if (type === 'shadow' && value && typeof value === 'object') {
    const layers = Array.isArray(value) ? value : [value];
    return layers
      .map((l: Json) =>
        [l.inset ? 'inset' : '', l.offsetX, l.offsetY, l.blur, l.spread, l.color].filter(Boolean).join(' '),
      )
      .join(', ');
  }
  return String(value);
}

export interface ResolvedToken {
  path: string;
  type: string;
  /** The value as CSS. */
  css: string;
  /** Every token the value passes through on its way, nearest first (for "caused by"). */
  chain: readonly string[];
}

/**
 * Resolves every token of `base` with the layers of overrides on top (later layers win), following
 * references, as the build does.
 */
export function resolveTokens(
  base: TokenTable,
  ...layers: readonly Readonly<Record<string, unknown>>[]
): Map<string, ResolvedToken> {
  const raw = new Map<string, SourceToken>(base);
  for (const layer of layers) {
    for (const [path, value] of Object.entries(layer)) {
      const known = raw.get(path);
      if (known) raw.set(path, { ...known, value });
    }
  }
  const out = new Map<string, ResolvedToken>();
  const deref = (value: unknown, seen: string[]): { value: unknown; chain: string[] } => {
    const ref = referenceOf(value);
    if (ref) {
      if (seen.includes(ref)) throw new Error(`Circular token reference: ${[...seen, ref].join(' -> ')}`);
      const target = raw.get(ref);
      if (!target) throw new Error(`Unknown token reference {${ref}}`);
      const inner = deref(target.value, [...seen, ref]);
      return { value: inner.value, chain: [ref, ...inner.chain] };
    }
    if (Array.isArray(value)) return { value: value.map((v) => deref(v, seen).value), chain: [] };
    if (value && typeof value === 'object') {
      const entries = Object.entries(value).map(([k, v]) => [k, deref(v, seen).value]);
      return { value: Object.fromEntries(entries), chain: [] };
    }
    return { value, chain: [] };
  };
  for (const [path, token] of raw) {
    const { value, chain } = deref(token.value, [path]);
    out.set(path, { path, type: token.type, css: toCss(value, token.type), chain });
  }
  return out;
}

/** Tokens outside the component contract: no custom property of their own. */
const NON_CONTRACT = ['base', 'brand'];

/** The custom properties (`--mc-…` -> value) of a resolved token set, as a theme class sets them. */
export function cssVariables(resolved: ReadonlyMap<string, ResolvedToken>): Map<string, string> {
  const vars = new Map<string, string>();
  for (const t of resolved.values()) {
    if (NON_CONTRACT.includes(t.path.split('.')[0] ?? '')) continue;
    vars.set(`--${varName(t.path.split('.'))}`, t.css);
  }
  return vars;
}

/** The merchants the studio can start from (every folder under themes/ with tokens.json). */
export const merchantCodes = Object.keys(merchantOverrides).sort();
