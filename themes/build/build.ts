// The theme build: tokens/ (three tiers) + themes/<code>/tokens.json (a merchant's overrides) ->
// style-dictionary 5 -> the custom formats of formats.ts. `buildThemes` returns every output file
// in memory (tests use it); `writeThemes` writes the ones that changed and removes stale ones.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import StyleDictionary from 'style-dictionary';
import { formats, type Tier } from './formats.ts';

/** Where generated files go, relative to the project root. */
export const OUT = {
  /** TypeScript for the app and Storybook: contract, theme classes, types, merchant loaders, docs. */
  generated: 'design-system/theme/generated',
  /** Served as-is under /m/themes/: CSS custom properties, manifests, logos and icons. */
  public: 'public/themes',
} as const;

/** Files a merchant folder must hold besides tokens.json; copied to public/themes/<code>/. */
export const MERCHANT_ASSETS = [
  'logo.svg',
  'icon.svg',
  // Rendered from icon.svg by `npx node themes/build/icons.mjs <code>` and committed.
  'icon-192.png',
  'icon-512.png',
  'apple-touch-icon.png',
] as const;

export interface MerchantInput {
  code: string;
  name: string;
  /** The merchant's folder (tokens.json + assets); defaults to themes/<code>. */
  dir?: string;
}

export interface BuildInput {
  /** Project root (holds tokens/ and themes/). */
  root: string;
  merchants: readonly MerchantInput[];
  /** The app's base path; the manifest's start_url and scope. */
  basePath?: string;
}

type Json = { [key: string]: unknown };

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );
}

/** Dotted paths of every token (an object with `$value`) in a DTCG tree. */
export function tokenPaths(tree: unknown, prefix: string[] = []): string[] {
  if (!tree || typeof tree !== 'object') return [];
  if ('$value' in tree) return [prefix.join('.')];
  return Object.entries(tree as Json)
    .filter(([k]) => !k.startsWith('$'))
    .flatMap(([k, v]) => tokenPaths(v, [...prefix, k]));
}

/** Which tier each top-level group belongs to, from the folder its file sits in. */
export function tierMap(root: string): Record<string, Tier> {
  const tiers: Record<string, Tier> = {};
  for (const tier of ['base', 'semantic', 'component'] as const) {
    for (const file of jsonFiles(join(root, 'tokens', tier))) {
      for (const k of Object.keys(readJson(file)).filter((k) => !k.startsWith('$'))) {
        tiers[k] = k === 'brand' ? 'brand' : tier;
      }
    }
  }
  return tiers;
}

/** A merchant may only override tokens that exist: a typo must fail, not add an unused token. */
export function checkOverrides(root: string, merchant: MerchantInput & { dir: string }): void {
  const known = new Set(jsonFiles(join(root, 'tokens')).flatMap((f) => tokenPaths(readJson(f))));
  const file = join(merchant.dir, 'tokens.json');
  if (!existsSync(file)) throw new Error(`Merchant ${merchant.code}: ${file} is missing`);
  const unknown = tokenPaths(readJson(file)).filter((p) => !known.has(p));
  if (unknown.length > 0) {
    throw new Error(
      `Merchant ${merchant.code} overrides tokens that do not exist in tokens/: ${unknown.join(', ')}`,
    );
  }
  for (const asset of MERCHANT_ASSETS) {
    if (!existsSync(join(merchant.dir, asset))) {
      throw new Error(`Merchant ${merchant.code}: ${join(merchant.dir, asset)} is missing`);
    }
  }
}

const TRANSFORMS = ['name/kebab', 'fontFamily/css', 'cubicBezier/css', 'shadow/css/shorthand'];

async function formatMerchant(
  input: BuildInput,
  merchant: MerchantInput & { dir: string },
  isDefault: boolean,
): Promise<Map<string, string>> {
  const { root } = input;
  const { code, name } = merchant;
  const basePath = input.basePath ?? '/m/';
  const tiers = tierMap(root);
  const files = [
    { destination: `${OUT.generated}/themes/${code}.css.ts`, format: 'mc/ve-theme' },
    { destination: `${OUT.generated}/docs/${code}.json`, format: 'mc/docs-json' },
    { destination: `${OUT.public}/${code}.css`, format: 'mc/css-properties' },
    { destination: `${OUT.public}/${code}/manifest.webmanifest`, format: 'mc/manifest' },
    ...(isDefault
      ? [
          { destination: `${OUT.generated}/contract.css.ts`, format: 'mc/ve-contract' },
          { destination: `${OUT.generated}/tokens.ts`, format: 'mc/ts-types' },
          { destination: `${OUT.generated}/merchants.ts`, format: 'mc/ts-merchants' },
        ]
      : []),
  ].map((f) => ({
    ...f,
    options: { merchant: code, name, tiers, merchants: input.merchants, startUrl: basePath },
  }));

  const sd = new StyleDictionary({
    include: [join(root, 'tokens/**/*.json')],
    source: [join(merchant.dir, 'tokens.json')],
    usesDtcg: true,
    log: { verbosity: 'silent', warnings: 'error' },
    hooks: { formats },
    platforms: { web: { transforms: TRANSFORMS, prefix: 'mc', files } },
  });
  const out = new Map<string, string>();
  for (const { output, destination } of await sd.formatPlatform('web')) {
    if (!destination || typeof output !== 'string') throw new Error(`No output for ${destination}`);
    out.set(destination, output);
  }
  return out;
}

/** Builds every merchant; returns output path (relative to root) -> content. */
export async function buildThemes(input: BuildInput): Promise<Map<string, string | Buffer>> {
  if (input.merchants.length === 0) throw new Error('No merchants in themes/themes.config.ts');
  const seen = new Set<string>();
  const out = new Map<string, string | Buffer>();
  for (const [i, m] of input.merchants.entries()) {
    if (seen.has(m.code)) throw new Error(`Merchant ${m.code} is listed twice`);
    seen.add(m.code);
    const merchant = { ...m, dir: m.dir ?? join(input.root, 'themes', m.code) };
    checkOverrides(input.root, merchant);
    for (const [file, content] of await formatMerchant(input, merchant, i === 0)) out.set(file, content);
    for (const asset of MERCHANT_ASSETS) {
      out.set(`${OUT.public}/${m.code}/${asset}`, readFileSync(join(merchant.dir, asset)));
    }
  }
  return out;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/**
 * Writes the outputs under `root`, touching only files whose content changed (so a rebuild does not
 * make Vite or a running test reload), and removes generated files no merchant produces any more.
 */
export function writeThemes(root: string, outputs: Map<string, string | Buffer>) {
  let written = 0;
  let removed = 0;
  for (const [file, content] of outputs) {
    const abs = join(root, file);
    const next = typeof content === 'string' ? Buffer.from(content) : content;
    if (existsSync(abs) && readFileSync(abs).equals(next)) continue;
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, next);
    written++;
  }
  for (const dir of Object.values(OUT)) {
    for (const abs of filesUnder(join(root, dir))) {
      const rel = relative(root, abs).split('\\').join('/');
      if (!outputs.has(rel) && !rel.endsWith('.gitignore')) {
        rmSync(abs);
        removed++;
      }
    }
  }
  return { written, removed, total: outputs.size };
}
