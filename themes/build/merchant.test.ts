// A merchant is data: one folder and one line. These tests build merchants the way `npm run tokens`
// does, then render their theme with vanilla-extract itself (no mocks) to check what ships.
import { mkdtempSync, mkdirSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createGlobalThemeContract, createTheme } from '@vanilla-extract/css';
import { removeAdapter, setAdapter } from '@vanilla-extract/css/adapter';
import { endFileScope, setFileScope } from '@vanilla-extract/css/fileScope';
import { transformCss } from '@vanilla-extract/css/transformCss';
import { describe, expect, it } from 'vitest';
import { merchants } from '../themes.config.ts';
import { buildThemes, MERCHANT_ASSETS, OUT } from './build.ts';
import { isContractToken, nest, varName, type TokenDoc } from './formats.ts';
import { OVERRIDE_BY_TYPE, overridesAsTokens, throwawayMerchantCss } from './throwaway.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const BUDGET_GZIP_BYTES = 4096;

const docsOf = (outputs: Map<string, string | Buffer>, code: string) =>
  JSON.parse(String(outputs.get(`${OUT.generated}/docs/${code}.json`))) as TokenDoc[];

const contractDocs = (docs: TokenDoc[]) => docs.filter((d) => isContractToken({ path: d.path.split('.') }));

/**
 * Renders a merchant's theme exactly as the generated `createTheme(vars, …)` module does at build
 * time, with vanilla-extract's own adapter, and returns the CSS it would emit for that chunk.
 */
function renderThemeCss(code: string, docs: TokenDoc[]): { className: string; css: string } {
  const tokens = contractDocs(docs).map((d) => ({ path: d.path.split('.'), $value: d.value }));
  const cssObjs: unknown[] = [];
  setAdapter({
    appendCss: (css) => void cssObjs.push(css),
    registerClassName: () => {},
    registerComposition: () => {},
    markCompositionUsed: () => {},
    onEndFileScope: () => {},
    getIdentOption: () => 'short',
  });
  try {
    setFileScope(`design-system/theme/generated/themes/${code}.css.ts`, 'mobile-front');
    const vars = createGlobalThemeContract(nest(tokens, (t) => varName(t.path)));
    // The value tree has the contract's shape by construction (same tokens); the types cannot see it.
    const fillContract = createTheme as (contract: unknown, values: unknown, debugId: string) => string;
    const className = fillContract(
      vars,
      nest(tokens, (t) => String(t.$value)),
      code,
    );
    endFileScope();
    const css = transformCss({
      localClassNames: [className],
      composedClassLists: [],
      cssObjs: cssObjs as Parameters<typeof transformCss>[0]['cssObjs'],
    }).join('\n');
    return { className, css };
  } finally {
    removeAdapter();
  }
}

/** Custom properties declared in a CSS text, name -> value. */
const declared = (css: string) =>
  new Map([...css.matchAll(/(--mc-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));

describe('a merchant that overrides only three tokens', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'merchant-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'tokens.json'),
    JSON.stringify({
      color: {
        bg: { accent: { $value: '#0e7490' }, header: { $value: '#083344' } },
        text: { onAccent: { $value: '#ffffff' } },
      },
    }),
  );
  for (const asset of MERCHANT_ASSETS) copyFileSync(join(root, 'themes/aurum', asset), join(dir, asset));
  const outputs = await buildThemes({
    root,
    merchants: [...merchants, { code: 'trio', name: 'Trio', dir }],
  });
  const docs = docsOf(outputs, 'trio');

  it('builds every output a merchant has', () => {
    for (const file of [
      `${OUT.generated}/themes/trio.css.ts`,
      `${OUT.generated}/docs/trio.json`,
      `${OUT.public}/trio.css`,
      `${OUT.public}/trio/manifest.webmanifest`,
      `${OUT.public}/trio/logo.svg`,
      `${OUT.public}/trio/icon.svg`,
      `${OUT.public}/trio/icon-512.png`,
    ]) {
      expect(outputs.has(file), file).toBe(true);
    }
    expect(String(outputs.get(`${OUT.generated}/merchants.ts`))).toContain(
      "trio: () => import('./themes/trio.css'),",
    );
  });

  it('renders: its theme class declares every contract variable, with its three values and the defaults', () => {
    const { className, css } = renderThemeCss('trio', docs);
    expect(css).toContain(`.${className} {`);
    const vars = declared(css);
    const contract = contractDocs(docsOf(outputs, 'aurum')).map((d) => d.cssVar);
    expect([...vars.keys()].sort()).toEqual([...contract].sort());
    expect(vars.get('--mc-color-bg-accent')).toBe('#0e7490');
    expect(vars.get('--mc-color-bg-header')).toBe('#083344');
    expect(vars.get('--mc-color-text-on-accent')).toBe('#ffffff');
    // References follow the override: the primary button and the manifest use the new colours.
    expect(vars.get('--mc-button-primary-bg')).toBe('#0e7490');
    expect(JSON.parse(String(outputs.get(`${OUT.public}/trio/manifest.webmanifest`))).theme_color).toBe(
      '#083344',
    );
    // Everything else is the default merchant's.
    expect(vars.get('--mc-color-bg-canvas')).toBe(
      docsOf(outputs, 'aurum').find((d) => d.path === 'color.bg.canvas')?.value,
    );
    expect(docs.filter((d) => d.overridden).map((d) => d.path)).toEqual([
      'color.bg.accent',
      'color.bg.header',
      'color.text.onAccent',
    ]);
  });

  it('its stand-alone CSS (lotto frame) declares the same variables and values', () => {
    const standalone = declared(String(outputs.get(`${OUT.public}/trio.css`)));
    expect(standalone).toEqual(declared(renderThemeCss('trio', docs).css));
  });
});

describe('a merchant that overrides every component token', async () => {
  const aurum = docsOf(await buildThemes({ root, merchants }), 'aurum');
  const overrides = Object.fromEntries(
    aurum
      .filter((d) => d.tier === 'component')
      .map((d) => [d.path, OVERRIDE_BY_TYPE[d.type] ?? `no override for type ${d.type}`]),
  );
  const dir = mkdtempSync(join(tmpdir(), 'merchant-'));
  writeFileSync(join(dir, 'tokens.json'), JSON.stringify(overridesAsTokens(overrides)));
  for (const asset of MERCHANT_ASSETS) copyFileSync(join(root, 'themes/aurum', asset), join(dir, asset));
  const outputs = await buildThemes({
    root,
    merchants: [...merchants, { code: 'every', name: 'Every', dir }],
  });

  it('builds, and only the component tokens differ from the default merchant', () => {
    expect(Object.keys(overrides).length).toBeGreaterThan(0);
    expect(Object.values(overrides).filter((v) => v.startsWith('no override'))).toEqual([]);
    const changed = docsOf(outputs, 'every')
      .filter((d) => d.value !== aurum.find((a) => a.path === d.path)?.value)
      .map((d) => d.path);
    expect(changed.sort()).toEqual(Object.keys(overrides).sort());
  });

  it('is the CSS the browser tests make with throwawayMerchantCss (design-system/componentTokens.test.tsx)', () => {
    const built = declared(String(outputs.get(`${OUT.public}/every.css`)));
    expect(declared(throwawayMerchantCss(aurum, overrides))).toEqual(built);
  });
});

describe('a merchant folder with mistakes fails the build with a clear message', () => {
  const make = (tokens: unknown, assets: readonly string[] = MERCHANT_ASSETS) => {
    const dir = mkdtempSync(join(tmpdir(), 'merchant-'));
    writeFileSync(join(dir, 'tokens.json'), JSON.stringify(tokens));
    for (const a of assets) copyFileSync(join(root, 'themes/aurum', a), join(dir, a));
    return buildThemes({ root, merchants: [...merchants, { code: 'oops', name: 'Oops', dir }] });
  };

  it('an override of a token that does not exist', async () => {
    await expect(make({ color: { bg: { acent: { $value: '#000000' } } } })).rejects.toThrow(
      'Merchant oops overrides tokens that do not exist in tokens/: color.bg.acent',
    );
  });

  it('a missing asset', async () => {
    await expect(make({}, ['logo.svg', 'icon.svg'])).rejects.toThrow(/oops: .*icon-192\.png is missing/);
  });

  it('a reference to a token that does not exist', async () => {
    await expect(make({ color: { bg: { accent: { $value: '{base.color.nope}' } } } })).rejects.toThrow();
  });

  it('a merchant listed twice', async () => {
    await expect(buildThemes({ root, merchants: [...merchants, merchants[0]] })).rejects.toThrow(
      'listed twice',
    );
  });
});

describe('theme CSS budget', async () => {
  const outputs = await buildThemes({ root, merchants });
  const sizes: string[] = [];
  for (const { code } of merchants) {
    it(`${code}: theme CSS is at most 4 KB gzip`, () => {
      const { css } = renderThemeCss(code, docsOf(outputs, code));
      const gzip = gzipSync(css, { level: 9 }).length;
      const standalone = gzipSync(String(outputs.get(`${OUT.public}/${code}.css`)), { level: 9 }).length;
      sizes.push(`${code}: ${gzip} B gzip (${css.length} B raw); ${code}.css ${standalone} B gzip`);
      console.log(`theme budget ${sizes.at(-1)} (limit ${BUDGET_GZIP_BYTES} B)`);
      expect(gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
      expect(standalone).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    });
  }
});

describe('the merchants look different at a glance', async () => {
  const outputs = await buildThemes({ root, merchants });
  it('no two merchants share a canvas, accent or header colour', () => {
    for (const path of ['color.bg.canvas', 'color.bg.accent', 'color.bg.header']) {
      const values = merchants.map(({ code }) => docsOf(outputs, code).find((d) => d.path === path)?.value);
      expect(new Set(values).size, path).toBe(merchants.length);
    }
  });
});
