// The theme contract: the shape every merchant theme fills. Components import `vars` from here,
// never from a concrete theme file (that would drag the theme's CSS into every chunk).
//
// The contract is generated from the tokens (npm run tokens; themes/build/formats.ts `veContract`):
// every token of the semantic and component tiers is a global CSS custom property `--mc-<path>`,
// e.g. `vars.color.bg.canvas` is `var(--mc-color-bg-canvas)`. The shape only grows: contract.test.ts
// fails if a key that components rely on is renamed or removed.
export { vars } from './generated/contract.css';
export type { ThemeTokens, TokenPath } from './generated/tokens';
