import { ESPORTS_VENDORS, INHOUSE_VENDOR } from './constants';

/** One category of the vendor setup, as the platform sorts it. */
export interface VendorCategory {
  gameCategory: string;
  vendorNames: string[];
}

/** A tab of the game centre: HOT, or a vendor category with the vendors it lists. */
export interface LobbyTab {
  category: string;
  vendors: string[];
}

/** Tabs that are actions rather than lists: they need no vendors. */
const ACTION_TABS = new Set(['PROMO', 'ELOTT', 'COCKFIGHT']);

/**
 * The game centre's tab order (SPEC.md §2 'Game center and lobby'):
 * HOT first; then the vendor categories in the server's order; INHOUSE right after RNG (it is the
 * in-house RNG vendor BGS, so it exists whenever RNG does); the e-sports vendors taken out of
 * SPORTS into an ESPORTS tab right after it (joined by any ESPORTS vendors the server lists).
 * A category left with no vendor is dropped (an empty tab would have nothing to show); PROMO,
 * ELOTT and COCKFIGHT are actions, so they need no vendors.
 */
export function buildTabs(sorting: readonly VendorCategory[]): LobbyTab[] {
  const byCategory = new Map(sorting.map((c) => [c.gameCategory, c.vendorNames] as const));
  const hasRng = byCategory.has('RNG');
  const hasSports = byCategory.has('SPORTS');
  const isEsports = (v: string) => ESPORTS_VENDORS.includes(v);
  const tabs: LobbyTab[] = [{ category: 'HOT', vendors: [] }];
  const push = (category: string, vendors: readonly string[]) => {
    if (tabs.some((t) => t.category === category)) return;
    if (vendors.length === 0 && !ACTION_TABS.has(category)) return;
    tabs.push({ category, vendors: [...new Set(vendors)] });
  };
  for (const { gameCategory: category, vendorNames } of sorting) {
    if (category === 'HOT') continue;
    if (category === 'INHOUSE' && hasRng) continue; // placed right after RNG below
    if (category === 'ESPORTS' && hasSports) continue; // placed right after SPORTS below
    if (category === 'SPORTS') {
      push(
        category,
        vendorNames.filter((v) => !isEsports(v)),
      );
      push('ESPORTS', [...vendorNames.filter(isEsports), ...(byCategory.get('ESPORTS') ?? [])]);
      continue;
    }
    push(category, vendorNames);
    if (category === 'RNG') push('INHOUSE', byCategory.get('INHOUSE') ?? [INHOUSE_VENDOR]);
  }
  return tabs;
}

/** What a tab shows or does when chosen. */
export type TabContent =
  | { kind: 'hot' }
  /** Vendor tiles plus the hot games of that type. */
  | { kind: 'vendorsAndHot'; gameType: string; vassalage?: string }
  /** Vendor tiles only (sports, e-sports, lottery and the rest). */
  | { kind: 'generic'; gameType: string }
  /** Not a list: an action (go to promotions, launch a lobby). */
  | { kind: 'promotions' }
  | { kind: 'lotteryLobby' }
  | { kind: 'cockfight' };

const VENDORS_AND_HOT = new Set(['LIVE', 'PVP', 'FISH', 'RNG', 'BINGO', 'INHOUSE']);

/**
 * Which content a category shows. INHOUSE games are RNG games of the in-house vendor and
 * BINGO games are RNG games of the BG classification (SPEC.md §4), so their hot list is RNG's.
 */
export function tabContent(category: string): TabContent {
  if (category === 'HOT') return { kind: 'hot' };
  if (category === 'PROMO') return { kind: 'promotions' };
  if (category === 'ELOTT') return { kind: 'lotteryLobby' };
  if (category === 'COCKFIGHT') return { kind: 'cockfight' };
  if (VENDORS_AND_HOT.has(category)) return { kind: 'vendorsAndHot', gameType: category };
  return { kind: 'generic', gameType: category };
}

/** Tabs whose choice is an action and so is not remembered as the home menu index. */
export function isActionTab(category: string): boolean {
  const kind = tabContent(category).kind;
  return kind === 'promotions' || kind === 'lotteryLobby' || kind === 'cockfight';
}

/** The remembered home menu index, clamped to the tabs there are (an index past the end means HOT). */
export function clampMenuIndex(index: number | null, tabCount: number): number {
  if (index === null || !Number.isInteger(index) || index < 0 || index >= tabCount) return 0;
  return index;
}
