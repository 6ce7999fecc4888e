import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * The home screen's navigation and content on the home route, built as the app builds it: the navigation and content pieces
 * the home screen shows at first paint (the carousel among them, which draws its first slide without its
 * engine), with the overlays behind dynamic imports. Checks that embla and the Radix overlays stay out
 * of the first chunk and prints the gzip sizes.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = fileURLToPath(new URL('../../../node_modules/.cache/ds-budget-b/', import.meta.url));
const index = fileURLToPath(new URL('../../index.ts', import.meta.url));

const entry = `
import { Header, BottomNav, NoticeTicker, Tabs, GameTile, VendorTile, Image, ScrollTip, PageTransition, Carousel } from '@ds';
export const firstPaint = [Header, BottomNav, NoticeTicker, Tabs, GameTile, VendorTile, Image, ScrollTip, PageTransition, Carousel];
export const overlays = () => Promise.all([
  import('@ds/components/Dialog'),
  import('@ds/components/Popover'),
  import('@ds/components/Sheet'),
  import('@ds/components/Toast'),
]);
`;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('home route: carousel and overlays load lazily', () => {
  it(
    'keeps embla and Radix overlays out of the first chunk, and prints sizes',
    { timeout: 120_000 },
    async () => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}home-b.ts`, entry);
      const result = (await build({
        configFile: false,
        root,
        logLevel: 'error',
        mode: 'production',
        resolve: {
          alias: [
            { find: /^@ds$/, replacement: index },
            { find: /^@ds\//, replacement: fileURLToPath(new URL('../../', import.meta.url)) },
          ],
        },
        plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
        build: {
          write: false,
          minify: true,
          lib: { entry: `${dir}home-b.ts`, formats: ['es'], fileName: 'home-b' },
          rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
        },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      const chunks = (Array.isArray(result) ? result : [result])
        .flatMap((r) => r.output)
        .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
      // First paint = the entry and every chunk it imports statically (shared chunks included).
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const firstPaint = new Set<Rolldown.OutputChunk>();
      const visit = (c: Rolldown.OutputChunk) => {
        if (firstPaint.has(c)) return;
        firstPaint.add(c);
        c.imports.forEach((f) => byName.get(f) && visit(byName.get(f)!));
      };
      visit(chunks.find((c) => c.isEntry)!);
      const main = { code: [...firstPaint].map((c) => c.code).join('\n') };
      const lazy = chunks.filter((c) => !firstPaint.has(c));
      const size = (code: string) => gzipSync(code).length;

      console.log(
        `navigation and content on the home route: first paint ${kb(size(main.code))} gzip; lazy: ${lazy
          .map((c) => `${c.name} ${kb(size(c.code))}`)
          .join(', ')} (React excluded)`,
      );

      // embla (its Autoplay plugin names its events 'autoplay:play') and Radix overlays are lazy.
      expect(main.code).not.toContain('autoplay:play');
      expect(lazy.some((c) => c.code.includes('autoplay:play'))).toBe(true);
      // Radix's focus guards (modal dialogs, sheets) and popper (popover) are only in lazy chunks.
      for (const marker of ['data-radix-focus-guard', 'data-radix-popper-content-wrapper']) {
        expect(main.code).not.toContain(marker);
        expect(lazy.some((c) => c.code.includes(marker))).toBe(true);
      }
      expect(size(main.code)).toBeLessThan(30 * 1024);
    },
  );
});
