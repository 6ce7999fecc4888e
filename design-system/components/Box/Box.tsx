import { createElement, type ComponentPropsWithRef, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../sprinkles';
import { cx } from '../../utils/cx';
import { base, elementResets } from './Box.css';

export type BoxProps<E extends ElementType = 'div'> = Sprinkles & {
  /** The element to render; a `div` unless said otherwise. */
  as?: E;
  className?: string;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<E>, keyof Sprinkles | 'as' | 'className' | 'children' | 'color'>;

/** Splits sprinkle props from the rest so only real DOM attributes reach the element. */
export function splitSprinkles<P extends Record<string, unknown>>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<P, keyof Sprinkles> };
}

/** The reset for an element Box or Stack renders (lists lose their bullets and indent). */
export function elementReset(element: ElementType): string | undefined {
  return typeof element === 'string' ? elementResets[element] : undefined;
}

/**
 * The layout primitive: any element, styled only through sprinkles (theme tokens).
 * `<Box as="section" padding="md" background="surface">…</Box>`
 */
export function Box<E extends ElementType = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const { atoms, rest } = splitSprinkles(props as Record<string, unknown>);
  const element = as ?? 'div';
  return createElement(element, {
    ...rest,
    className: cx(base, elementReset(element), sprinkles(atoms), className),
  });
}
