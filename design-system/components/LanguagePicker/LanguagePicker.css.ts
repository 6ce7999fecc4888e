import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** `list` for a sheet or page, `compact` for the narrow side menu. */
export const languagePickerDensities = ['list', 'compact'] as const;

export const group = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0 });

export const option = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    minHeight: vars.size.tapTarget,
    paddingInline: vars.space.gutter,
    border: 'none',
    borderBottom: `${vars.size.hairline} solid ${vars.languagePicker.divider}`,
    background: 'transparent',
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:last-child': { borderBottom: 'none' },
      '&[data-state="checked"]': {
        color: vars.languagePicker.selectedText,
        fontWeight: vars.font.weight.medium,
      },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
      '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    },
  },
  variants: {
    density: {
      list: { paddingBlock: vars.space.md },
      compact: { paddingBlock: vars.space.xs, fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { density: 'list' },
});

export const name = style({ flex: 1, minWidth: 0 });

export const check = style({ color: vars.languagePicker.selectedText });

export type LanguagePickerVariants = NonNullable<RecipeVariants<typeof option>>;
