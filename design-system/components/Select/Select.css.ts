import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { fieldLabelStyle, focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const selectVariants = ['field', 'inline'] as const;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style(fieldLabelStyle);

/** The box the native select and its chevron share; the chevron never takes a tap. */
export const box = recipe({
  base: { position: 'relative', display: 'inline-flex', alignItems: 'center', color: vars.input.text },
  variants: {
    variant: {
      field: {
        display: 'flex',
        background: vars.textField.bg,
        border: `${vars.size.hairline} solid ${vars.input.border}`,
        borderRadius: vars.input.radius,
        selectors: {
          '&:focus-within': {
            borderColor: vars.color.border.focus,
            boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.border.focus}`,
          },
        },
      },
      inline: {},
    },
  },
  defaultVariants: { variant: 'field' },
});

export const select = recipe({
  base: {
    appearance: 'none',
    boxSizing: 'border-box',
    minHeight: vars.size.tapTarget,
    margin: 0,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
  },
  variants: {
    variant: {
      // 16 px or more stops iOS Safari zooming into the control on focus.
      field: {
        width: '100%',
        minHeight: vars.input.height,
        paddingInlineStart: vars.space.sm,
        paddingInlineEnd: `calc(${vars.space.sm} + ${vars.size.iconSm} + ${vars.space.xs})`,
        fontSize: vars.font.size.md,
      },
      inline: {
        paddingInlineStart: vars.space.xs,
        paddingInlineEnd: `calc(${vars.space.xxs} + ${vars.size.iconSm} + ${vars.space.xxs})`,
        borderRadius: vars.radius.sm,
        selectors: { '&:focus-visible': focusRingStyle('tight') },
      },
    },
  },
  defaultVariants: { variant: 'field' },
});

export const chevron = recipe({
  base: {
    position: 'absolute',
    display: 'inline-flex',
    pointerEvents: 'none',
    color: vars.color.text.secondary,
  },
  variants: {
    variant: { field: { insetInlineEnd: vars.space.sm }, inline: { insetInlineEnd: vars.space.xxs } },
  },
  defaultVariants: { variant: 'field' },
});

export type SelectVariants = NonNullable<RecipeVariants<typeof select>>;
