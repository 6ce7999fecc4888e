import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { locales } from '@app/i18n/locales';

/** The names of a message's arguments (plural and select included), from its parsed form. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if ('value' in el && el.type !== TYPE.literal && el.type !== TYPE.tag && typeof el.value === 'string')
      into.add(el.value);
    if ('options' in el) for (const o of Object.values(el.options)) argumentsOf(o.value, into);
  }
  return into;
}

const dir = fileURLToPath(new URL('.', import.meta.url));
const read = (locale: string) =>
  JSON.parse(readFileSync(`${dir}/${locale}.json`, 'utf8')) as Record<string, { defaultMessage: string }>;

describe('studio catalogues', () => {
  const pt = read('pt');
  it('has a file for every app locale', () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(locales.map((l) => `${l}.json`).sort());
  });
  it.each(locales)('%s has every message, valid ICU with the same arguments', (locale) => {
    const catalogue = read(locale);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(pt).sort());
    for (const [id, { defaultMessage }] of Object.entries(catalogue)) {
      const args = (m: string) => [...argumentsOf(parse(m))].sort();
      expect(() => parse(defaultMessage), `${locale} ${id}`).not.toThrow();
      expect(args(defaultMessage), `${locale} ${id}`).toEqual(args(pt[id]!.defaultMessage));
    }
  });
});
