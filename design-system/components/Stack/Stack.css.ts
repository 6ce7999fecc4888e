import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const stackDirections = ['column', 'row'] as const;
export const stackGaps = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export const stackAligns = ['stretch', 'start', 'center', 'end', 'baseline'] as const;
export const stackJustifies = ['start', 'center', 'end', 'between'] as const;

const map = <K extends string, V>(keys: readonly K[], fn: (k: K) => V) =>
  Object.fromEntries(keys.map((k) => [k, fn(k)])) as Record<K, V>;

const flexValue = {
  start: 'flex-start',
  end: 'flex-end',
  center: 'center',
  stretch: 'stretch',
  baseline: 'baseline',
  between: 'space-between',
} as const;

export const stack = recipe({
  base: { display: 'flex', boxSizing: 'border-box', minWidth: 0 },
  variants: {
    direction: { column: { flexDirection: 'column' }, row: { flexDirection: 'row' } },
    gap: map(stackGaps, (g) => ({ gap: vars.space[g] })),
    align: map(stackAligns, (a) => ({ alignItems: flexValue[a] })),
    justify: map(stackJustifies, (j) => ({ justifyContent: flexValue[j] })),
    wrap: { true: { flexWrap: 'wrap' }, false: {} },
  },
  defaultVariants: { direction: 'column', gap: 'md', align: 'stretch', justify: 'start', wrap: false },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
