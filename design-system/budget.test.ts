import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * What the home route takes from the design system, built the way the app builds it (Vite,
 * vanilla-extract, production mode) from an entry that imports what a home screen uses. Prints the
 * gzip size, and checks that only the icons imported are shipped and that form-only pieces stay out.
 */
const HOME_IMPORTS = [
  // Layout, actions and states.
  'Badge',
  'Box',
  'Button',
  'Card',
  'EmptyState',
  'Heading',
  'IconButton',
  'List',
  'ListItem',
  'Skeleton',
  'Spinner',
  'Stack',
  'Text',
  'DesignSystemProvider',
  'createCdnPicker',
  'IconHome',
  'IconMenu',
  'IconSearch',
  'IconBell',
  'IconDeposit',
  'IconWithdraw',
  'IconUser',
  'IconGift',
  // The home screen's navigation and content.
  'Header',
  'BottomNav',
  'GameTile',
  'Image',
  'NoticeTicker',
  'Tabs',
  'VendorTile',
];

const root = fileURLToPath(new URL('..', import.meta.url));
const entryDir = fileURLToPath(new URL('../node_modules/.cache/ds-budget/', import.meta.url));
const entryFile = `${entryDir}home-entry.ts`;
const entryCode = `
import { ${HOME_IMPORTS.join(', ')} } from '@ds';
export const used = [${HOME_IMPORTS.join(', ')}];
`;

describe('design system budget for the home route', () => {
  it('ships only what is imported, and prints its gzip size', { timeout: 120_000 }, async () => {
    mkdirSync(entryDir, { recursive: true });
    writeFileSync(entryFile, entryCode);
    // Vitest runs with NODE_ENV=test; build as production does (production JSX runtime, no dev checks).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const result = (await build({
      configFile: false,
      root,
      logLevel: 'error',
      mode: 'production',
      resolve: {
        alias: [{ find: /^@ds$/, replacement: fileURLToPath(new URL('./index.ts', import.meta.url)) }],
      },
      plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
      build: {
        write: false,
        minify: true,
        cssCodeSplit: false,
        lib: { entry: entryFile, formats: ['es'], fileName: 'home' },
        rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const js = outputs
      .filter((o) => o.type === 'chunk')
      .map((o) => (o as Rolldown.OutputChunk).code)
      .join('\n');
    const css = outputs
      .filter((o) => o.type === 'asset' && o.fileName.endsWith('.css'))
      .map((o) => String((o as Rolldown.OutputAsset).source))
      .join('\n');

    const jsGzip = gzipSync(js).length;
    const cssGzip = gzipSync(css).length;
    console.log(
      `design system on the home route: JS ${(jsGzip / 1024).toFixed(1)} KB gzip, CSS ${(cssGzip / 1024).toFixed(1)} KB gzip (React excluded)`,
    );

    // Imported icons are there, others are not (one module per icon set, one pure call per icon).
    expect(js).toContain('"Home"');
    expect(js).not.toContain('"Trophy"');
    expect(js).not.toContain('"Fish"');
    // Form-only pieces and overlays stay out of a route that does not use them (design-system/package.json
    // declares the library free of side effects outside its style and theme files, so unused modules drop).
    expect(js).not.toMatch(/image\/gif/);
    expect(js).not.toContain('RadioGroup');
    expect(js).not.toContain('Dialog');
    // A generous ceiling so the design system never eats the 120 KB home budget.
    expect(jsGzip).toBeLessThan(30 * 1024);
  });
});
