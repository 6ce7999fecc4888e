// The studio's state: the merchant a draft starts from, the tokens it overrides, its logo and icon,
// the new merchant's code and name, and who the preview shows (guest or member). Everything but the
// assets lives in the page's URL, so a link shares a draft.
import { makeAutoObservable } from 'mobx';
import { cssVariables, merchantCodes, merchantOverrides, baseTokens, resolveTokens } from './tokens';
import { checkDraft } from './contrast';
import { editableTokens } from './catalogue';

export type TokenValue = string | readonly string[];

export interface DraftAsset {
  /** 'image/svg+xml' or 'image/png'. */
  type: string;
  /** A data: URL of the file. */
  url: string;
}

export type PreviewMode = 'guest' | 'member';

export interface DraftState {
  from: string;
  code: string;
  name: string;
  overrides: Record<string, TokenValue>;
}

const CODE = /^[a-z][a-z0-9-]*$/;

export const isMerchantCode = (code: string) => CODE.test(code);

/** The draft as URL search parameters: `from`, `code`, `name` and `t` (the overrides as JSON). */
export function draftToSearch(d: DraftState): string {
  const q = new URLSearchParams({ from: d.from, code: d.code, name: d.name });
  if (Object.keys(d.overrides).length) q.set('t', JSON.stringify(d.overrides));
  return `?${q.toString()}`;
}

const isTokenValue = (v: unknown): v is TokenValue =>
  typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));

/** Reads a draft from URL search parameters; anything unknown or malformed is left out. */
export function draftFromSearch(search: string): Partial<DraftState> {
  const q = new URLSearchParams(search);
  const out: Partial<DraftState> = {};
  const from = q.get('from');
  if (from && merchantCodes.includes(from)) out.from = from;
  const code = q.get('code');
  if (code && isMerchantCode(code)) out.code = code;
  const name = q.get('name');
  if (name) out.name = name.slice(0, 60);
  const t = q.get('t');
  if (t) {
    try {
      const parsed = JSON.parse(t) as Record<string, unknown>;
      const editable = new Set(editableTokens.map((e) => e.path));
      out.overrides = Object.fromEntries(
        Object.entries(parsed).filter(
          (e): e is [string, TokenValue] => editable.has(e[0]) && isTokenValue(e[1]),
        ),
      );
    } catch {
      // A hand-edited link with broken JSON starts without overrides.
    }
  }
  return out;
}

export class StudioStore {
  from = merchantCodes.includes('aurum') ? 'aurum' : (merchantCodes[0] ?? 'aurum');
  code = 'draft';
  name = 'Draft';
  overrides: Record<string, TokenValue> = {};
  logo: DraftAsset | null = null;
  icon: DraftAsset | null = null;
  mode: PreviewMode = 'guest';

  constructor(initial: Partial<DraftState> = {}) {
    Object.assign(this, initial);
    makeAutoObservable(this);
  }

  get draft(): DraftState {
    return { from: this.from, code: this.code, name: this.name, overrides: this.overrides };
  }

  /** The starting merchant's tokens (its own overrides resolved over the tiers). */
  get merchantResolved() {
    return resolveTokens(baseTokens, merchantOverrides[this.from] ?? {});
  }

  /** The draft's tokens: the starting merchant with the draft's overrides on top. */
  get resolved() {
    return resolveTokens(baseTokens, merchantOverrides[this.from] ?? {}, this.overrides);
  }

  /** Every custom property of the draft (the preview sets them all on each frame's <html>). */
  get variables() {
    return cssVariables(this.resolved);
  }

  get contrast() {
    return checkDraft(this.resolved);
  }

  get failures() {
    return this.contrast.filter((r) => !r.pass);
  }

  /** The failing pairs an editable token is part of. */
  failuresOf(path: string) {
    return this.failures.filter((r) => r.fgCauses.includes(path) || r.bgCauses.includes(path));
  }

  /** A token's value in the draft as CSS (what the preview shows). */
  cssOf(path: string): string {
    return this.resolved.get(path)?.css ?? '';
  }

  isOverridden(path: string) {
    return path in this.overrides;
  }

  setFrom(code: string) {
    if (merchantCodes.includes(code)) this.from = code;
  }

  setCode(code: string) {
    this.code = code;
  }

  setName(name: string) {
    this.name = name;
  }

  set(path: string, value: TokenValue) {
    this.overrides = { ...this.overrides, [path]: value };
  }

  reset(path: string) {
    const { [path]: _removed, ...rest } = this.overrides;
    this.overrides = rest;
  }

  resetAll() {
    this.overrides = {};
    this.logo = null;
    this.icon = null;
  }

  setAsset(kind: 'logo' | 'icon', asset: DraftAsset | null) {
    this[kind] = asset;
  }

  setMode(mode: PreviewMode) {
    this.mode = mode;
  }

  /** Replaces the draft with an imported one (tokens, assets, code and name). */
  load(state: Partial<DraftState> & { logo?: DraftAsset | null; icon?: DraftAsset | null }) {
    Object.assign(this, { overrides: {}, logo: null, icon: null }, state);
  }

  get codeValid() {
    return isMerchantCode(this.code) && !merchantCodes.includes(this.code);
  }
}
