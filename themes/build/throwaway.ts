// A throw-away merchant for tests that run where the build cannot (the browser): a merchant's
// resolved tokens with some values replaced, rendered by the build's own `cssProperties` format.
// merchant.test.ts builds the same overrides through the real build and checks the CSS is the same.
import { cssProperties, type FormatArgs, type TokenDoc } from './formats.ts';

/** A value of each token type that no merchant uses, so overriding a token always shows. */
export const OVERRIDE_BY_TYPE: Readonly<Record<string, string>> = {
  color: '#010203',
  dimension: '23px',
  shadow: '0px 0px 0px 7px #010203',
  fontFamily: 'serif',
  fontWeight: '100',
  number: '7',
  duration: '1234ms',
  cubicBezier: 'cubic-bezier(0.1, 0.2, 0.3, 0.4)',
};

/**
 * The custom properties of a merchant whose tokens are `docs` (a generated docs/<code>.json) with
 * `overrides` (token path -> CSS value), on `selector`.
 */
export function throwawayMerchantCss(
  docs: readonly TokenDoc[],
  overrides: Readonly<Record<string, string>>,
  selector = ':root',
): string {
  const args: FormatArgs = {
    dictionary: {
      allTokens: docs.map((d) => ({
        path: d.path.split('.'),
        $value: overrides[d.path] ?? d.value,
        $type: d.type,
      })),
    },
    file: { destination: 'throwaway.css', options: { selector } },
  };
  return cssProperties(args);
}

type TokenTree = { [key: string]: TokenTree | { $value: string } };

/** The same overrides as a merchant's `tokens.json` (DTCG), for the real build. */
export function overridesAsTokens(overrides: Readonly<Record<string, string>>): TokenTree {
  const tree: TokenTree = {};
  for (const [path, value] of Object.entries(overrides)) {
    const keys = path.split('.');
    let node = tree;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as TokenTree;
    node[keys.at(-1) ?? path] = { $value: value };
  }
  return tree;
}
