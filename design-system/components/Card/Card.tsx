import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useLinkComponent } from '../../provider';
import { cx } from '../../utils/cx';
import { card, type CardVariants } from './Card.css';

export type CardProps = Omit<CardVariants, 'interactive'> & {
  children?: ReactNode;
  className?: string;
  /** The element for a static card: `div` by default; `section`/`article` when it is a region. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** Makes the whole card a router link (the injected link component). */
  href?: string;
  /** Makes the whole card a button. */
  onClick?: ComponentPropsWithRef<'button'>['onClick'];
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/** A surface that groups content; optionally the whole card is a link or a button. */
export function Card({ tone, padding, className, as = 'div', href, onClick, children, ...aria }: CardProps) {
  const Link = useLinkComponent();
  if (href) {
    return (
      <Link href={href} className={cx(card({ tone, padding, interactive: true }), className)} {...aria}>
        {children}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button
        type="button"
        onClick={onClick}
        className={cx(card({ tone, padding, interactive: true }), className)}
        {...aria}
      >
        {children}
      </button>
    );
  }
  const Element = as;
  return (
    <Element className={cx(card({ tone, padding }), className)} {...aria}>
      {children}
    </Element>
  );
}
