// Every chunk the app loads beyond the first screen must wait for the rest of the message catalogue
// (lazyPart.ts), or its messages would show as bare ids in production (where the first screen gets
// only the first part of the catalogue and messages have no defaults). This test reads the sources:
// each dynamic import in app/ goes through `lazyPart` or `withMessages`, loads a first-screen part
// (its messages checked by the build, app/i18n/firstScreen.ts), or is one of the known exceptions.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PARTS } from '../i18n/firstScreen';

/** Dynamic imports that load no messages of their own, or load them themselves. */
const EXCEPTIONS: Record<string, string> = {
  'app/main.tsx': 'the Trusted Types policy for the service worker: no messages',
  'app/shell/screens.ts': 'screens wait for the rest of the catalogue there, except the first screen',
  'app/shell/lazyPart.ts': 'the helper itself',
  'app/styles/fonts.ts': 'script fonts: style sheets',
  'app/i18n/load.ts': 'the catalogues themselves',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(d.name) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(d.name) ? [path] : [];
  });
}

describe('lazy parts beyond the first screen', () => {
  it('wait for the rest of the message catalogue', () => {
    const offenders: string[] = [];
    for (const file of sources('app')) {
      if (file in EXCEPTIONS || file.startsWith('app/build/') || /Plugin\.ts$|plugin\.ts$/.test(file))
        continue;
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const found = /\bimport\((['"])([^'"]+)\1\)/.exec(line);
        if (!found) return;
        // The call and the line before it (a wrapped call puts the import on its own line).
        const context = `${lines[i - 1] ?? ''}\n${line}`;
        if (/\b(lazyPart|withMessages)\(/.test(context)) return;
        const target = found[2]!.startsWith('.') ? resolve(dirname(file), found[2]!) : found[2]!;
        if (FIRST_SCREEN_PARTS.test(`${target}.tsx`)) return;
        offenders.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
