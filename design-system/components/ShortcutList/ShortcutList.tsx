import {
  createContext,
  useContext,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLinkComponent } from '../../provider';
import { cx } from '../../utils/cx';
import * as s from './ShortcutList.css';

type Variant = NonNullable<s.ShortcutListVariants['variant']>;
const VariantContext = createContext<Variant>('bar');

export type ShortcutListProps = s.ShortcutListVariants & {
  /** Shortcut entries. */
  children: ReactNode;
  className?: string;
} & Omit<ComponentPropsWithRef<'ul'>, 'className' | 'children'>;

/**
 * A screen's quick entries, icon above label: `bar` spreads them in one row (rows of three when the
 * list is too narrow for its labels), `tiles` sets them as a grid of tiles (three columns, two in a
 * narrow list). The list's own width decides, so it works the same in a card or a sheet.
 */
export function ShortcutList({ variant = 'bar', className, children, ...rest }: ShortcutListProps) {
  return (
    <div className={s.container}>
      <VariantContext.Provider value={variant}>
        {/* role="list" keeps list semantics in Safari, which drops them when list-style is none. */}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <ul role="list" {...rest} className={cx(s.list({ variant }), className)}>
          {children}
        </ul>
      </VariantContext.Provider>
    </div>
  );
}

export type ShortcutProps = {
  label: ReactNode;
  /** Decorative; the label names the entry. */
  icon: ReactNode;
  /** A Badge on the icon's corner (a count, a dot); give the Badge a `label` so it is heard. */
  badge?: ReactNode;
  /** A link through the injected router link. */
  href?: string;
  target?: string;
  rel?: string;
  /** A button, or (with `href`) a handler that may prevent the navigation. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  className?: string;
  'data-testid'?: string;
};

/** One entry of a ShortcutList: a link (`href`) or a button (`onClick`), at least a tap target. */
export function Shortcut({
  label,
  icon,
  badge,
  href,
  target,
  rel,
  onClick,
  className,
  ...rest
}: ShortcutProps) {
  const variant = useContext(VariantContext);
  const Link = useLinkComponent();
  const classes = cx(s.entry({ variant }), className);
  const content = (
    <>
      <span className={s.icon} aria-hidden="true">
        {icon}
      </span>
      {label}
      {badge ? <span className={s.badge}>{badge}</span> : null}
    </>
  );
  return (
    <li className={s.item}>
      {href !== undefined ? (
        <Link
          {...rest}
          href={href}
          className={classes}
          onClick={onClick}
          {...(target ? { target } : {})}
          {...(rel ? { rel } : {})}
        >
          {content}
        </Link>
      ) : (
        <button {...rest} type="button" className={classes} onClick={onClick}>
          {content}
        </button>
      )}
    </li>
  );
}
