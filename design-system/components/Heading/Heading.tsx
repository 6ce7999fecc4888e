import { createElement, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { heading, type HeadingVariants } from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4;

export type HeadingProps = Omit<HeadingVariants, 'level'> & {
  /** Visual size and, unless `as` says otherwise, the heading element (`h1`…`h4`). */
  level?: HeadingLevel;
  /** The document outline level when it differs from the visual one. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'span';
  className?: string;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<'h2'>, 'className' | 'children' | 'color'>;

/** A heading in the theme's heading font; level sets both the size and the element. */
export function Heading({ level = 2, as, className, tone, align, truncate, ...rest }: HeadingProps) {
  return createElement(as ?? (`h${level}` as const), {
    ...rest,
    className: cx(heading({ level, tone, align, truncate }), className),
  });
}
