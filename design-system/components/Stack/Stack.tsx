import { createElement, type ComponentPropsWithRef, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../sprinkles';
import { elementReset, splitSprinkles } from '../Box/Box';
import { cx } from '../../utils/cx';
import { stack, type StackVariants } from './Stack.css';

export type StackProps<E extends ElementType = 'div'> = StackVariants &
  Omit<Sprinkles, 'gap' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'flexWrap' | 'display'> & {
    as?: E;
    className?: string;
    children?: ReactNode;
  } & Omit<ComponentPropsWithRef<E>, keyof Sprinkles | 'as' | 'className' | 'children' | 'color' | 'wrap'>;

/** A flex column (or row) with a token gap between its children. */
export function Stack<E extends ElementType = 'div'>({
  as,
  className,
  direction,
  gap,
  align,
  justify,
  wrap,
  ...props
}: StackProps<E>) {
  const { atoms, rest } = splitSprinkles(props as Record<string, unknown>);
  const element = as ?? 'div';
  return createElement(element, {
    ...rest,
    className: cx(
      elementReset(element),
      stack({ direction, gap, align, justify, wrap }),
      sprinkles(atoms),
      className,
    ),
  });
}
