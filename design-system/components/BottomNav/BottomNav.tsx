import type { MouseEvent, ReactNode } from 'react';
import { Badge } from '../Badge';
import { useLinkComponent } from '../../provider';
import { cx } from '../../utils/cx';
import {
  badgeSlot,
  entry,
  iconWrap,
  item,
  label as labelClass,
  list,
  nav,
  spacer,
  type BottomNavVariants,
} from './BottomNav.css';

export type BottomNavRootProps = BottomNavVariants & {
  /** Names the navigation landmark, e.g. "Menu principal". */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * The bottom menu bar (SPEC §2): fixed to the bottom edge, padded for the home indicator. A fixed
 * bar keeps its own room at the end of the page, so nothing the page shows last is hidden under it.
 */
function Root({ label, position = 'fixed', children, className }: BottomNavRootProps) {
  return (
    <>
      {position === 'fixed' ? <div className={spacer} aria-hidden="true" data-bottom-nav-spacer="" /> : null}
      <nav aria-label={label} className={cx(nav({ position }), className)}>
        <ul className={list}>{children}</ul>
      </nav>
    </>
  );
}

export interface BottomNavItemProps {
  icon: ReactNode;
  label: string;
  /** The current section: highlighted and announced (aria-current="page"). */
  active?: boolean;
  /** A count (capped at 99+) or `'dot'`. */
  badge?: number | 'dot';
  /** What the badge means, e.g. "3 mensagens não lidas" (read instead of the bare number). */
  badgeLabel?: string;
  /** Navigates with the injected router link. */
  href?: string;
  /** Runs instead of (or before) navigation; e.g. a guest tapping Member goes to login. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** One entry: icon over label, at least 44 × 44 px; a link when given `href`, else a button. */
function Item({ icon, label, active, badge, badgeLabel, href, onClick }: BottomNavItemProps) {
  const Link = useLinkComponent();
  const inner = (
    <>
      <span className={iconWrap}>
        {icon}
        {badge !== undefined ? (
          <span className={badgeSlot}>
            <Badge dot={badge === 'dot'} count={badge === 'dot' ? undefined : badge} label={badgeLabel} />
          </span>
        ) : null}
      </span>
      <span className={labelClass}>{label}</span>
    </>
  );
  return (
    <li className={entry}>
      {href ? (
        <Link href={href} className={item} aria-current={active ? 'page' : undefined} onClick={onClick}>
          {inner}
        </Link>
      ) : (
        <button type="button" className={item} aria-current={active ? 'page' : undefined} onClick={onClick}>
          {inner}
        </button>
      )}
    </li>
  );
}

/**
 * ```tsx
 * <BottomNav.Root label={t.mainMenu}>
 *   <BottomNav.Item href="/m/home" icon={<IconHome />} label={t.home} active />
 *   <BottomNav.Item icon={<IconUser />} label={t.member} badge={3} badgeLabel={t.unread(3)} onClick={openMember} />
 * </BottomNav.Root>
 * ```
 */
export const BottomNav = { Root, Item };
