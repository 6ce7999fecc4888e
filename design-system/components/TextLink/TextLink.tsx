import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useLinkComponent } from '../../provider';
import { cx } from '../../utils/cx';
import { textLink, type TextLinkVariants } from './TextLink.css';

export type TextLinkProps = TextLinkVariants &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children' | 'href'> & {
    href: string;
    children: ReactNode;
    /** Opens in a new tab, safely (e.g. the user agreement on another host). */
    external?: boolean;
    className?: string;
  };

/** A text link through the injected router link: inline in a sentence, or standalone with a 44 px target. */
export function TextLink({
  href,
  external,
  tone,
  size,
  standalone,
  className,
  children,
  ...rest
}: TextLinkProps) {
  const Link = useLinkComponent();
  return (
    <Link
      {...rest}
      href={href}
      className={cx(textLink({ tone, size, standalone }), className)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </Link>
  );
}
