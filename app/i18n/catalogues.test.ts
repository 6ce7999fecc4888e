// Every locale has every message Portuguese has (across all areas), with the same ICU arguments;
// each area's Portuguese catalogue matches the messages in the code.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { listLocales, mergeAreas } from './compile.mjs';
import { areas, extract, extractGlobs } from './extract.mjs';
import { locales } from './locales';

type Entry = { defaultMessage: string; description?: string };

function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (
        el.type === TYPE.argument ||
        el.type === TYPE.number ||
        el.type === TYPE.date ||
        el.type === TYPE.time
      )
        names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        names.add(el.value);
        for (const option of Object.values(el.options)) walk(option.value);
      }
      if (el.type === TYPE.tag) {
        names.add(`<${el.value}>`);
        walk(el.children);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const pt = mergeAreas('pt') as Record<string, Entry>;

describe('catalogues', () => {
  it('exist for every app locale', () => {
    expect(listLocales().sort()).toEqual([...locales].sort());
  });

  for (const locale of locales.filter((l) => l !== 'pt')) {
    it(`${locale} has every Portuguese message with the same arguments`, () => {
      const other = mergeAreas(locale) as Record<string, Entry>;
      const missing = Object.keys(pt).filter((id) => !other[id]);
      expect(missing, `${locale} lacks these ids`).toEqual([]);
      const mismatched = Object.keys(pt).filter(
        (id) => argumentsOf(pt[id]!.defaultMessage).join() !== argumentsOf(other[id]!.defaultMessage).join(),
      );
      expect(mismatched, `${locale} has different ICU arguments for`).toEqual([]);
      const empty = Object.keys(other).filter((id) => !other[id]!.defaultMessage.trim());
      expect(empty, `${locale} has empty messages`).toEqual([]);
    });
  }

  it('has a description for every Portuguese message', () => {
    expect(Object.keys(pt).filter((id) => !pt[id]!.description)).toEqual([]);
  });

  // The production build strips default messages from the code (vite.config.ts), so the Portuguese
  // catalogue must hold every message the code defines, exactly as the code says it.
  for (const area of Object.keys(areas)) {
    it(`keeps the ${area} Portuguese catalogue in step with the code (node app/i18n/extract.mjs ${area})`, () => {
      const dir = mkdtempSync(join(tmpdir(), 'i18n-check-'));
      try {
        const fresh = JSON.parse(readFileSync(extract(area, join(dir, `${area}.json`)), 'utf8')) as Record<
          string,
          Entry
        >;
        const stored = JSON.parse(
          readFileSync(new URL(`./translations/pt/${area}.json`, import.meta.url), 'utf8'),
        ) as Record<string, Entry>;
        expect(stored).toEqual(fresh);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  it('has every message defined anywhere in app/ in some area', () => {
    const dir = mkdtempSync(join(tmpdir(), 'i18n-all-'));
    try {
      const all = JSON.parse(
        readFileSync(extractGlobs(['app/**/*.{ts,tsx}'], join(dir, 'all.json')), 'utf8'),
      ) as Record<string, Entry>;
      expect(Object.keys(all).filter((id) => !pt[id])).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
