import { createElement, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { text, type TextVariants } from './Text.css';

type TextElement = 'span' | 'p' | 'div' | 'label' | 'strong' | 'em' | 'small' | 'time' | 'dd' | 'dt' | 'li';

export type TextProps = TextVariants & {
  /** The element to render: `span` by default, `p` for paragraphs. */
  as?: TextElement;
  className?: string;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<'span'>, 'className' | 'children' | 'color'> &
  Pick<ComponentPropsWithRef<'label'>, 'htmlFor'> &
  Pick<ComponentPropsWithRef<'time'>, 'dateTime'>;

/** Body text in the theme's type scale and text colours. */
export function Text({
  as = 'span',
  className,
  size,
  tone,
  weight,
  align,
  truncate,
  tabular,
  ...rest
}: TextProps) {
  return createElement(as, {
    ...rest,
    className: cx(text({ size, tone, weight, align, truncate, tabular }), className),
  });
}
