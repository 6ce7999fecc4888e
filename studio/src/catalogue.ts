// The tokens a merchant may change in the studio, grouped the way a person thinks of a brand: its
// colours, its surfaces and text, accent and status colours, corners and spacing, and fonts. Every
// other token follows from these through its references (tokens/component/*.json).
import type { MessageDescriptor } from 'react-intl';
import { studioMessages as m } from './messages';

export type EditorKind = 'color' | 'dimension' | 'font';

export interface EditableToken {
  path: string;
  kind: EditorKind;
  label: MessageDescriptor;
}

export interface TokenGroup {
  id: 'brand' | 'surfaces' | 'status' | 'shape' | 'fonts';
  title: MessageDescriptor;
  tokens: readonly EditableToken[];
}

const color = (path: string, label: MessageDescriptor): EditableToken => ({ path, kind: 'color', label });
const dimension = (path: string, label: MessageDescriptor): EditableToken => ({
  path,
  kind: 'dimension',
  label,
});

export const tokenGroups: readonly TokenGroup[] = [
  {
    id: 'brand',
    title: m.groupBrand,
    tokens: [
      color('color.bg.accent', m.tokAccent),
      color('color.bg.accentHover', m.tokAccentHover),
      color('color.text.onAccent', m.tokOnAccent),
      color('color.bg.header', m.tokHeaderBg),
      color('color.text.header', m.tokHeaderText),
      color('color.bg.bottomNav', m.tokBottomNavBg),
      color('color.text.bottomNav', m.tokBottomNavText),
      color('color.text.bottomNavActive', m.tokBottomNavActive),
    ],
  },
  {
    id: 'surfaces',
    title: m.groupSurfaces,
    tokens: [
      color('color.bg.canvas', m.tokCanvas),
      color('color.bg.surface', m.tokSurface),
      color('color.bg.surfaceRaised', m.tokSurfaceRaised),
      color('color.bg.surfaceSunken', m.tokSurfaceSunken),
      color('color.bg.gameTile', m.tokGameTile),
      color('color.text.primary', m.tokTextPrimary),
      color('color.text.secondary', m.tokTextSecondary),
      color('color.text.muted', m.tokTextMuted),
      color('color.border.subtle', m.tokBorderSubtle),
      color('color.border.strong', m.tokBorderStrong),
    ],
  },
  {
    id: 'status',
    title: m.groupStatus,
    tokens: [
      color('color.text.accent', m.tokTextAccent),
      color('color.text.link', m.tokLink),
      color('color.bg.accentSubtle', m.tokAccentSubtle),
      color('color.border.accent', m.tokBorderAccent),
      color('color.border.focus', m.tokFocus),
      color('color.text.success', m.tokSuccess),
      color('color.text.warning', m.tokWarning),
      color('color.text.danger', m.tokDanger),
      color('color.bg.danger', m.tokDangerBg),
      color('color.bg.badge', m.tokBadge),
    ],
  },
  {
    id: 'shape',
    title: m.groupShape,
    tokens: [
      dimension('radius.sm', m.tokRadiusSm),
      dimension('radius.md', m.tokRadiusMd),
      dimension('radius.lg', m.tokRadiusLg),
      dimension('radius.xl', m.tokRadiusXl),
      dimension('button.radius', m.tokButtonRadius),
      dimension('space.gutter', m.tokGutter),
    ],
  },
  {
    id: 'fonts',
    title: m.groupFonts,
    tokens: [
      { path: 'font.family.body', kind: 'font', label: m.tokFontBody },
      { path: 'font.family.heading', kind: 'font', label: m.tokFontHeading },
    ],
  },
];

export const editableTokens: readonly EditableToken[] = tokenGroups.flatMap((g) => g.tokens);

const byPath = new Map(editableTokens.map((t) => [t.path, t]));

export const isEditable = (path: string) => byPath.has(path);

/** The editable token at `path`, if the studio offers it. */
export const editableToken = (path: string) => byPath.get(path);

/**
 * The font stacks a merchant may choose: the bundled Noto families (app/styles/fonts.css), each
 * first in a stack that keeps the others as fallbacks for the scripts it lacks.
 */
export const fontStacks = {
  notoSans: ['Noto Sans', 'Noto Sans Thai', 'Noto Sans SC', 'system-ui', 'sans-serif'],
  notoSansSc: ['Noto Sans SC', 'Noto Sans', 'Noto Sans Thai', 'system-ui', 'sans-serif'],
  notoSansThai: ['Noto Sans Thai', 'Noto Sans', 'Noto Sans SC', 'system-ui', 'sans-serif'],
} as const satisfies Record<string, readonly string[]>;

export type FontStackId = keyof typeof fontStacks;
