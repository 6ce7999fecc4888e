import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const alertTones = ['danger', 'success', 'warning', 'info'] as const;
export const alertVariants = ['inline', 'banner'] as const;

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    margin: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'break-word',
  },
  variants: {
    tone: {
      danger: { color: vars.color.text.danger },
      success: { color: vars.color.text.success },
      warning: { color: vars.color.text.warning },
      info: { color: vars.color.text.secondary },
    },
    /** `inline`: text beside the thing it is about; `banner`: a message of its own, on a panel. */
    variant: {
      inline: {},
      banner: { padding: vars.space.sm, borderRadius: vars.alert.radius, background: vars.alert.bg },
    },
  },
  defaultVariants: { tone: 'danger', variant: 'inline' },
});

/** The icon sits on the first line of text whatever its length. */
export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  height: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`,
});

/** With a title the icon sits on the title's line. */
export const iconWithTitle = style({
  height: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal})`,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md });

/** The message under a title reads in the primary text colour. */
export const detail = style({ color: vars.color.text.primary });

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;
