import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display'] as const;
export const textTones = [
  'primary',
  'secondary',
  'muted',
  'accent',
  'success',
  'warning',
  'danger',
  'link',
  'onAccent',
  'inherit',
] as const;
export const textWeights = ['regular', 'medium', 'bold'] as const;
export const textAligns = ['start', 'center', 'end'] as const;

const map = <K extends string, V>(keys: readonly K[], fn: (k: K) => V) =>
  Object.fromEntries(keys.map((k) => [k, fn(k)])) as Record<K, V>;

export const text = recipe({
  base: { margin: 0, fontFamily: vars.text.fontFamily, lineHeight: vars.text.lineHeight },
  variants: {
    size: map(textSizes, (s) => ({ fontSize: vars.font.size[s] })),
    tone: map(textTones, (t) => ({ color: t === 'inherit' ? 'inherit' : vars.color.text[t] })),
    weight: map(textWeights, (w) => ({ fontWeight: vars.font.weight[w] })),
    align: map(textAligns, (a) => ({ textAlign: a })),
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' },
      false: {},
    },
    tabular: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
  },
  defaultVariants: { size: 'md', tone: 'primary', weight: 'regular', truncate: false, tabular: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
