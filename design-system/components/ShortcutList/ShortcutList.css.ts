import { createContainer, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const shortcutListVariants = ['bar', 'tiles'] as const;

/** The list's own width (not the screen's) decides how its entries are laid out. */
const box = createContainer();

export const container = style({ containerName: box, containerType: 'inline-size', minWidth: 0 });

export const list = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, boxSizing: 'border-box' },
  variants: {
    variant: {
      /**
       * One row of entries, spread out. Six of at least one tap target each, with their labels
       * whole, need about 330 px (20.625em at the default text size, more when the player enlarges
       * text): a narrower list shows them in rows of three instead of letting targets overlap.
       */
      bar: {
        display: 'flex',
        justifyContent: 'space-around',
        gap: vars.space.xxs,
        '@container': {
          [`${box} (max-width: 20.625em)`]: {
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            justifyItems: 'center',
            rowGap: vars.space.xs,
          },
        },
      },
      /**
       * Equal tiles that never widen the list past its box: three where a column holds the longest
       * word of an entry whole ('recompensas', 'segurança'), two in a narrower list.
       */
      tiles: {
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: vars.space.sm,
        '@container': {
          [`${box} (max-width: 20.4375em)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        },
      },
    },
  },
  defaultVariants: { variant: 'bar' },
});

// In a long-worded language (Filipino 'Magdeposito') the entries shrink and their labels wrap,
// rather than the last one being cut off; where they fit, nothing moves.
export const item = style({ minWidth: 0, display: 'flex', justifyContent: 'center' });

export const entry = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xxs,
    boxSizing: 'border-box',
    minWidth: vars.size.tapTarget,
    minHeight: vars.size.tapTarget,
    margin: 0,
    border: 0,
    fontFamily: vars.font.family.body,
    textAlign: 'center',
    textDecoration: 'none',
    // A word longer than its column (another language) breaks rather than overflowing.
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    selectors: { '&:focus-visible': focusRingStyle('tight') },
  },
  variants: {
    variant: {
      bar: {
        padding: vars.space.xxs,
        borderRadius: vars.radius.sm,
        background: 'transparent',
        color: vars.shortcut.text,
        fontSize: vars.font.size.xs,
        lineHeight: vars.font.lineHeight.tight,
      },
      tiles: {
        justifyContent: 'center',
        width: '100%',
        gap: vars.space.xs,
        minHeight: `calc(2 * ${vars.size.tapTarget})`,
        paddingBlock: vars.space.sm,
        paddingInline: vars.space.xs,
        borderRadius: vars.shortcut.tileRadius,
        background: vars.shortcut.tileBg,
        color: vars.shortcut.tileText,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.normal,
        selectors: { '&:active': { opacity: 0.85 } },
      },
    },
  },
  defaultVariants: { variant: 'bar' },
});

export const icon = style({ display: 'inline-flex', color: vars.shortcut.icon });

/** A count or dot on the entry's top end corner. */
export const badge = style({ position: 'absolute', top: 0, insetInlineEnd: 0 });

export type ShortcutListVariants = NonNullable<RecipeVariants<typeof list>>;
