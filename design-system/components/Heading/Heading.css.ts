import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const headingLevels = [1, 2, 3, 4] as const;
export const headingTones = ['primary', 'accent', 'onAccent', 'inherit'] as const;
export const headingAligns = ['start', 'center', 'end'] as const;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.heading.fontFamily,
    fontWeight: vars.heading.fontWeight,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    level: {
      1: { fontSize: vars.font.size.xxl },
      2: { fontSize: vars.font.size.xl },
      3: { fontSize: vars.font.size.lg },
      4: { fontSize: vars.font.size.md },
    },
    tone: {
      primary: { color: vars.color.text.primary },
      accent: { color: vars.color.text.accent },
      onAccent: { color: vars.color.text.onAccent },
      inherit: { color: 'inherit' },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: {},
    },
  },
  defaultVariants: { level: 2, tone: 'primary', align: 'start', truncate: false },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
