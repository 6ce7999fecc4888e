import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const headerPositions = ['sticky', 'static'] as const;

export const header = recipe({
  base: {
    display: 'grid',
    // Equal side columns keep the title centred whatever the slots hold.
    gridTemplateColumns: '1fr auto 1fr',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: `calc(${vars.header.height} + env(safe-area-inset-top))`,
    paddingTop: 'env(safe-area-inset-top)',
    paddingInline: vars.space.xs,
    background: vars.header.bg,
    color: vars.header.text,
    borderBottom: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
  },
  variants: {
    position: {
      sticky: { position: 'sticky', top: 0, zIndex: vars.zIndex.header },
      static: {},
    },
  },
  defaultVariants: { position: 'sticky' },
});

export const start = style({ display: 'flex', alignItems: 'center', justifySelf: 'start', minWidth: 0 });

export const end = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  justifySelf: 'end',
  minWidth: 0,
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  color: vars.color.text.accent,
});
globalStyle(`${logo} img, ${logo} svg`, { height: `calc(${vars.size.header} * 0.55)`, width: 'auto' });

export const title = style({
  margin: 0,
  maxWidth: `calc(100vw - 4 * ${vars.size.tapTarget})`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.header.text,
});

export const back = style({ color: vars.header.text });

export type HeaderVariants = NonNullable<RecipeVariants<typeof header>>;
