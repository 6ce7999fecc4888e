import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Duration of one loop, set from the measured text width at run time. */
export const loopDuration = createVar();
const loopGap = vars.space.xxl;

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  // The track holds the text twice with a gap: moving it by half its width plus half a gap lands the
  // copy exactly where the original started, so the loop is seamless.
  to: { transform: `translateX(calc(-50% - ${loopGap} / 2))` },
});

export const noticeTickerTones = ['surface', 'accent'] as const;

export const ticker = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: vars.size.tapTarget,
    paddingInline: vars.space.gutter,
    border: 'none',
    borderRadius: vars.radius.none,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'default' } },
  },
  variants: {
    tone: {
      surface: { background: vars.noticeTicker.bg, color: vars.noticeTicker.text },
      accent: { background: vars.color.bg.accentSubtle, color: vars.color.text.primary },
    },
  },
  defaultVariants: { tone: 'surface' },
});

export const icon = style({ color: vars.noticeTicker.icon });

export const viewport = style({ flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' });

export const track = style({
  display: 'inline-flex',
  gap: loopGap,
  willChange: 'transform',
  selectors: {
    '&[data-scrolling="true"]': {
      animationName: scroll,
      animationDuration: loopDuration,
      animationTimingFunction: 'linear',
      animationIterationCount: 'infinite',
      animationDelay: '1s',
    },
    '&[data-scrolling="false"]': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const muted = style({ color: vars.color.text.muted });

export type NoticeTickerVariants = NonNullable<RecipeVariants<typeof ticker>>;
