import { describe, expect, it } from 'vitest';
import { seedAnnouncements } from '../seed/content.ts';

describe('seeded announcements', () => {
  it('are written in every language of the app, not left in English', () => {
    for (const a of seedAnnouncements()) {
      for (const texts of [a.titles, a.contents]) {
        for (const lang of ['CN', 'TH', 'VN', 'PH']) {
          expect(texts[lang], `${texts.EN} in ${lang}`).not.toBe(texts.EN);
          expect(texts[lang]?.length, `${texts.EN} in ${lang}`).toBeGreaterThan(0);
        }
        expect(texts.BR?.length).toBeGreaterThan(0);
      }
    }
  });
});
