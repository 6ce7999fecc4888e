import { describe, expect, it } from 'vitest';
import { buildTabs, clampMenuIndex, isActionTab, tabContent } from './tabs';

const cat = (gameCategory: string, ...vendorNames: string[]) => ({ gameCategory, vendorNames });

describe('buildTabs', () => {
  it('puts HOT first, keeps the server order and inserts INHOUSE right after RNG', () => {
    const tabs = buildTabs([
      cat('LIVE', 'EVO'),
      cat('RNG', 'PG', 'BGS'),
      cat('FISH', 'JDB'),
      cat('PVP', 'KY'),
    ]);
    expect(tabs.map((t) => t.category)).toEqual(['HOT', 'LIVE', 'RNG', 'INHOUSE', 'FISH', 'PVP']);
    expect(tabs[3]!.vendors).toEqual(['BGS']);
  });

  it('moves a server INHOUSE category right after RNG', () => {
    const tabs = buildTabs([cat('INHOUSE', 'BGS'), cat('LIVE', 'EVO'), cat('RNG', 'PG')]);
    expect(tabs.map((t) => t.category)).toEqual(['HOT', 'LIVE', 'RNG', 'INHOUSE']);
  });

  it('keeps a server INHOUSE where it is when there is no RNG', () => {
    expect(buildTabs([cat('INHOUSE', 'BGS'), cat('LIVE', 'EVO')]).map((t) => t.category)).toEqual([
      'HOT',
      'INHOUSE',
      'LIVE',
    ]);
  });

  it('splits the e-sports vendors out of SPORTS into ESPORTS right after it', () => {
    const tabs = buildTabs([cat('SPORTS', 'SABA', 'IMES', 'TF', 'CMD'), cat('LOTTERY', 'LOTT')]);
    expect(tabs.map((t) => [t.category, t.vendors])).toEqual([
      ['HOT', []],
      ['SPORTS', ['SABA', 'CMD']],
      ['ESPORTS', ['IMES', 'TF']],
      ['LOTTERY', ['LOTT']],
    ]);
  });

  it('joins a server ESPORTS category to the split one and drops empty categories', () => {
    const tabs = buildTabs([cat('ESPORTS', 'IA'), cat('SPORTS', 'IMES'), cat('FISH')]);
    expect(tabs.map((t) => [t.category, t.vendors])).toEqual([
      ['HOT', []],
      ['ESPORTS', ['IMES', 'IA']],
    ]);
  });

  it('keeps action tabs without vendors and ignores a server HOT', () => {
    expect(
      buildTabs([cat('HOT', 'X'), cat('PROMO'), cat('ELOTT'), cat('COCKFIGHT', 'DS88')]).map(
        (t) => t.category,
      ),
    ).toEqual(['HOT', 'PROMO', 'ELOTT', 'COCKFIGHT']);
  });
});

describe('tabContent', () => {
  it('maps each category to what it shows', () => {
    expect(tabContent('HOT')).toEqual({ kind: 'hot' });
    for (const c of ['LIVE', 'PVP', 'FISH', 'RNG', 'BINGO', 'INHOUSE'])
      expect(tabContent(c)).toEqual({ kind: 'vendorsAndHot', gameType: c });
    expect(tabContent('SPORTS')).toEqual({ kind: 'generic', gameType: 'SPORTS' });
    expect(tabContent('PROMO')).toEqual({ kind: 'promotions' });
    expect(tabContent('ELOTT')).toEqual({ kind: 'lotteryLobby' });
    expect(tabContent('COCKFIGHT')).toEqual({ kind: 'cockfight' });
    expect(isActionTab('PROMO')).toBe(true);
    expect(isActionTab('RNG')).toBe(false);
  });
});

describe('clampMenuIndex', () => {
  it('falls back to HOT for a missing or stale index', () => {
    expect(clampMenuIndex(null, 4)).toBe(0);
    expect(clampMenuIndex(3, 4)).toBe(3);
    expect(clampMenuIndex(4, 4)).toBe(0);
    expect(clampMenuIndex(-1, 4)).toBe(0);
    expect(clampMenuIndex(1.5, 4)).toBe(0);
  });
});
