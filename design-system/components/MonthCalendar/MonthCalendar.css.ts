import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** The month's card: the caption and the days on one surface. */
export const root = style({
  padding: vars.space.sm,
  borderRadius: vars.calendar.radius,
  background: vars.calendar.bg,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: `0 ${vars.space.xs}`,
  tableLayout: 'fixed',
  fontFamily: vars.text.fontFamily,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space.xs,
  paddingInline: vars.space.xs,
  color: vars.calendar.day,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const weekday = style({
  padding: 0,
  color: vars.calendar.weekday,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});

export const cell = style({ padding: 0, textAlign: 'center' });

/** A day: `future` (after today) muted, `today` ringed, `marked` filled. */
export const day = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    width: `min(100%, ${vars.calendar.daySize})`,
    aspectRatio: '1 / 1',
    borderRadius: vars.radius.pill,
    color: vars.calendar.day,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
  },
  variants: {
    when: {
      past: {},
      today: { boxShadow: `inset 0 0 0 calc(2 * ${vars.size.hairline}) ${vars.calendar.today}` },
      future: { color: vars.calendar.future },
    },
    marked: {
      true: {
        background: vars.calendar.markedBg,
        color: vars.calendar.markedText,
        fontWeight: vars.font.weight.bold,
      },
      false: {},
    },
  },
  defaultVariants: { when: 'past', marked: false },
});

export type DayVariants = NonNullable<RecipeVariants<typeof day>>;
