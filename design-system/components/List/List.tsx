import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useLinkComponent } from '../../provider';
import { cx } from '../../utils/cx';
import { IconChevronRight } from '../Icon';
import * as s from './List.css';

export type ListProps = s.ListVariants &
  Omit<ComponentPropsWithRef<'ul'>, 'className'> & {
    className?: string;
    children?: ReactNode;
  };

/** A list of rows (navigation menus, settings, records). Children are ListItems. */
export function List({ variant, className, children, ...rest }: ListProps) {
  return (
    // role="list" keeps list semantics in Safari, which drops them when list-style is none.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" {...rest} className={cx(s.list({ variant }), className)}>
      {children}
    </ul>
  );
}

export interface ListItemProps {
  /** Main text. */
  label: ReactNode;
  /** Secondary text under the label. */
  description?: ReactNode;
  /** An icon before the text (decorative). */
  icon?: ReactNode;
  /** Things at the end: a Badge, a value, a Switch… */
  trailing?: ReactNode;
  /** Shows the navigation chevron; defaults to true for links and buttons. */
  chevron?: boolean;
  /** Makes the row a link (the injected router link). */
  href?: string;
  /** For external links (e.g. Telegram): opens in a new tab, safely. */
  external?: boolean;
  /** Makes the row a button; with `href`, runs before the link is followed (e.g. closing a menu). */
  onClick?: (event: MouseEvent<HTMLButtonElement & HTMLAnchorElement>) => void;
  disabled?: boolean;
  /** Marks the row as the current page (links). */
  current?: boolean;
  className?: string;
  /** Data attributes land on the row's list item (e.g. `data-entry` for tests and analytics). */
  [data: `data-${string}`]: string | undefined;
}

/** One row of a List: a link, a button or static content, always at least 44 px tall. */
export function ListItem({
  label,
  description,
  icon,
  trailing,
  chevron,
  href,
  external,
  onClick,
  disabled,
  current,
  className,
  ...data
}: ListItemProps) {
  const Link = useLinkComponent();
  const interactive = href !== undefined || onClick !== undefined;
  const showChevron = chevron ?? interactive;
  const content = (
    <>
      {icon ? <span className={s.icon}>{icon}</span> : null}
      <span className={s.text}>
        <span className={s.label}>{label}</span>
        {description ? <span className={s.description}>{description}</span> : null}
      </span>
      {trailing ? <span className={s.trailing}>{trailing}</span> : null}
      {showChevron ? (
        <span className={s.chevron}>
          <IconChevronRight size="sm" />
        </span>
      ) : null}
    </>
  );

  let row: ReactNode;
  if (href !== undefined && !disabled) {
    row = (
      <Link
        href={href}
        className={cx(s.row, s.interactiveRow)}
        aria-current={current ? 'page' : undefined}
        onClick={onClick ? (e) => onClick(e as MouseEvent<HTMLButtonElement & HTMLAnchorElement>) : undefined}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {content}
      </Link>
    );
  } else if (interactive) {
    row = (
      <button type="button" className={cx(s.row, s.interactiveRow)} onClick={onClick} disabled={disabled}>
        {content}
      </button>
    );
  } else {
    row = <div className={s.row}>{content}</div>;
  }
  return (
    <li {...data} className={cx(s.item, className)}>
      {row}
    </li>
  );
}
