/**
 * The foreground/background token pairs that must meet WCAG 2.2 AA in every merchant theme
 * (checked by contrast.test.ts in `npm test` and shown on the Storybook tokens page).
 * - text: body text, 4.5:1 (SC 1.4.3)
 * - large: text >= 24 px, or >= 18.66 px bold, 3:1 (SC 1.4.3)
 * - ui: borders, focus rings and other boundaries that identify a control or its state, 3:1 (SC 1.4.11)
 * Add a pair whenever a component puts a foreground token on a background token.
 */
export type ContrastKind = 'text' | 'large' | 'ui';

export interface ContrastPair {
  fg: string;
  bg: string;
  kind: ContrastKind;
}

export const MIN_RATIO: Record<ContrastKind, number> = { text: 4.5, large: 3, ui: 3 };

const pairs = (kind: ContrastKind, fg: string, bgs: string[]): ContrastPair[] =>
  bgs.map((bg) => ({ fg, bg, kind }));

const SURFACES = ['color.bg.canvas', 'color.bg.surface', 'color.bg.surfaceRaised'];

export const contrastPairs: ContrastPair[] = [
  ...pairs('text', 'color.text.primary', [...SURFACES, 'color.bg.surfaceSunken', 'color.bg.gameTile']),
  ...pairs('text', 'color.text.secondary', SURFACES),
  ...pairs('text', 'color.text.muted', [...SURFACES, 'color.bg.surfaceSunken']),
  ...pairs('text', 'color.text.accent', [...SURFACES, 'color.bg.accentSubtle']),
  ...pairs('text', 'color.text.link', SURFACES),
  ...pairs('text', 'color.text.success', ['color.bg.canvas', 'color.bg.surface']),
  ...pairs('text', 'color.text.warning', ['color.bg.canvas', 'color.bg.surface']),
  ...pairs('text', 'color.text.danger', ['color.bg.canvas', 'color.bg.surface', 'color.bg.surfaceRaised']),
  ...pairs('text', 'color.text.onAccent', ['color.bg.accent', 'color.bg.accentHover']),
  ...pairs('text', 'color.text.onDanger', ['color.bg.danger']),
  ...pairs('text', 'color.text.onBadge', ['color.bg.badge']),
  ...pairs('text', 'color.text.onSuccess', ['color.bg.success']),
  ...pairs('text', 'color.text.onWarning', ['color.bg.warning']),
  ...pairs('text', 'color.text.header', ['color.bg.header']),
  ...pairs('text', 'color.text.bottomNav', ['color.bg.bottomNav']),
  ...pairs('text', 'color.text.bottomNavActive', ['color.bg.bottomNav']),
  ...pairs('text', 'button.primary.text', ['button.primary.bg', 'button.primary.bgHover']),
  ...pairs('text', 'button.secondary.text', ['button.secondary.bg']),
  ...pairs('text', 'input.text', ['input.bg']),
  ...pairs('text', 'input.placeholder', ['input.bg']),
  ...pairs('text', 'tile.text', ['tile.bg']),
  ...pairs('text', 'button.danger.text', ['button.danger.bg']),
  ...pairs('text', 'input.text', ['textField.bg']),
  ...pairs('text', 'input.placeholder', ['textField.bg']),
  ...pairs('text', 'badge.text', ['badge.bg']),
  ...pairs('text', 'numberBalls.text', ['numberBalls.bg']),
  ...pairs('text', 'header.text', ['header.bg']),
  ...pairs('text', 'bottomNav.text', ['bottomNav.bg']),
  ...pairs('text', 'bottomNav.textActive', ['bottomNav.bg']),
  ...pairs('text', 'offlineBanner.warningText', ['offlineBanner.warningBg']),
  ...pairs('text', 'offlineBanner.dangerText', ['offlineBanner.dangerBg']),
  ...pairs('text', 'noticeTicker.text', ['noticeTicker.bg']),
  ...pairs('text', 'toast.text', ['toast.bg']),
  ...pairs('text', 'color.text.primary', ['floatingPanel.bg']),
  ...pairs('text', 'color.text.secondary', ['floatingPanel.bg']),
  ...pairs('text', 'segmentedControl.selectedText', ['segmentedControl.selectedBg']),
  ...pairs('text', 'tabs.pillActiveText', ['tabs.pillActiveBg']),
  ...pairs('text', 'textLink.text', SURFACES),
  ...pairs('text', 'avatar.text', ['avatar.bg']),
  ...pairs('text', 'shortcut.text', SURFACES),
  ...pairs('text', 'shortcut.tileText', ['shortcut.tileBg']),
  ...pairs('ui', 'shortcut.icon', [...SURFACES, 'shortcut.tileBg']),
  ...pairs('text', 'summaryList.term', SURFACES),
  ...pairs('text', 'summaryList.emphasis', SURFACES),
  ...pairs('text', 'color.text.danger', ['alert.bg']),
  ...pairs('text', 'color.text.success', ['alert.bg']),
  ...pairs('text', 'color.text.warning', ['alert.bg']),
  ...pairs('text', 'color.text.secondary', ['alert.bg']),
  ...pairs('text', 'sectionNav.text', ['sectionNav.bg']),
  ...pairs('text', 'sectionNav.currentText', ['sectionNav.currentBg']),
  ...pairs('text', 'readMore.text', SURFACES),
  ...pairs('text', 'progress.complete', ['color.bg.canvas', 'color.bg.surface']),
  ...pairs('ui', 'color.border.strong', [...SURFACES, 'color.bg.surfaceSunken']),
  ...pairs('ui', 'color.border.focus', [...SURFACES, 'color.bg.bottomNav']),
  ...pairs('ui', 'color.border.focusInverse', ['color.bg.header']),
  ...pairs('ui', 'color.border.danger', ['color.bg.surface', 'input.bg']),
  ...pairs('ui', 'color.border.accent', ['color.bg.canvas', 'color.bg.surface']),
  ...pairs('ui', 'input.border', ['input.bg', 'textField.bg', 'color.bg.surface', 'color.bg.canvas']),
  ...pairs('ui', 'button.secondary.border', ['color.bg.canvas', 'color.bg.surface']),
  ...pairs('ui', 'color.bg.accent', ['color.bg.canvas', 'color.bg.surface']),
  ...pairs('ui', 'color.text.bottomNavActive', ['color.bg.bottomNav']),
  ...pairs('ui', 'progress.fill', ['progress.track']),
  ...pairs('ui', 'progress.complete', ['progress.track']),
  // The start-up splash (spinner on the splash background, before the app's CSS is in).
  ...pairs('ui', 'brand.splashForeground', ['brand.splashBackground']),
];
