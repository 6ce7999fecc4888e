import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFaceCss, glyphsBySource, names, OUT_DIR, SOURCES } from './native-name-fonts';

describe('native-name fonts', () => {
  it('cover every character of the native names that Noto Sans lacks (else: npm run fonts:native-names)', () => {
    const css = readFileSync(join(OUT_DIR, 'native-names.css'), 'utf8');
    expect(css).toBe(fontFaceCss(glyphsBySource(names())));
    expect(css).toContain('U+7B80'); // 简
    expect(css).toContain('U+0E44'); // ไ
  });

  it('refuses a name in a script no bundled face draws', () => {
    expect(() => glyphsBySource(['한국어'])).toThrow(/한/);
    expect([...glyphsBySource(['Tiếng Việt', 'ไทย']).keys()]).toEqual([SOURCES[0]]);
  });
});
