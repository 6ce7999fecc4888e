// A component token that no style reads is a promise to merchants that nothing keeps: overriding it
// would change nothing. Every token of the component tier must be read as `vars.<path>` by some
// style file of the design system. (componentTokens.test.tsx checks in Chromium that the rendered
// components change when a merchant overrides them.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tokenPaths } from '../themes/build/build.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory())
      return e.name === 'generated' || e.name === 'node_modules' ? [] : filesUnder(path, keep);
    return keep(e.name) ? [path] : [];
  });
}

const componentTokens = filesUnder(join(root, 'tokens/component'), (n) => n.endsWith('.json')).flatMap(
  (file) => tokenPaths(JSON.parse(readFileSync(file, 'utf8'))),
);

/** The design system's style sources: `.css.ts` files and the shared style fragments. */
const styleSource = filesUnder(
  join(root, 'design-system'),
  (n) => n.endsWith('.css.ts') || (n.endsWith('.ts') && !n.endsWith('.test.ts') && !n.endsWith('.d.ts')),
)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

const escape = (s: string) => s.replace(/[.$]/g, (c) => `\\${c}`);

describe('the component token tier', () => {
  it('has tokens', () => {
    expect(componentTokens.length).toBeGreaterThan(0);
  });

  it('is read, token by token, by the design system', () => {
    const unread = componentTokens.filter(
      (path) => !new RegExp(`\\bvars\\.${escape(path)}(?![\\w$])`).test(styleSource),
    );
    expect(unread).toEqual([]);
  });
});
