import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useReducedMotion } from '../../provider/useReducedMotion';
import { cx } from '../../utils/cx';
import * as s from './SectionNav.css';

export interface SectionNavItem {
  /** The id of the section element the link scrolls to. */
  id: string;
  label: string;
}

export type SectionNavProps = {
  /** Names the navigation, e.g. 'Secções do Clube VIP'. */
  label: string;
  items: readonly SectionNavItem[];
  /** Before the links, e.g. a link home. */
  start?: ReactNode;
  /** Told when the current section changes (scrolling or a tap). */
  onCurrentChange?: (id: string) => void;
  className?: string;
};

/** How long a tap's scroll may take before the scroll position decides again (no `scrollend`). */
const SCROLL_LOCK_MS = 1_000;

/**
 * A page's own navigation (the VIP club's top bar): links that scroll to the page's sections, the
 * section being read marked as current (`aria-current`) as the page scrolls, and the row scrolled
 * sideways to keep it in view. The current section is the last one whose top has passed the bar's
 * bottom edge (the last one at the very end of the page). A tap scrolls its section just under the
 * bar (smoothly unless reduced motion is asked for) and moves the focus there, as a link to a place
 * on the page does. Place it in a sticky bar; the window is the scroller.
 */
export function SectionNav({ label, items, start, onCurrentChange, className }: SectionNavProps) {
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const reduced = useReducedMotion();
  const [current, setCurrent] = useState(items[0]?.id ?? '');
  const lockedUntil = useRef(0);
  /** Where a tap's scroll is going (the window's scrollY), to tell its end from an interruption. */
  const tapTarget = useRef<number | null>(null);
  const notify = useRef(onCurrentChange);
  notify.current = onCurrentChange;

  const choose = useCallback((id: string) => {
    setCurrent((was) => {
      if (was !== id) notify.current?.(id);
      return id;
    });
  }, []);

  // The section being read follows the scroll position.
  useEffect(() => {
    let frame = 0;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      frame = 0;
    };
    const update = () => {
      cancel();
      if (Date.now() < lockedUntil.current) return;
      const line = (navRef.current?.getBoundingClientRect().bottom ?? 0) + 1;
      const sections = items
        .map((i) => document.getElementById(i.id))
        .filter((el): el is HTMLElement => el !== null);
      if (!sections.length) return;
      const atEnd =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 &&
        window.scrollY > 0;
      let found = sections[0]!;
      for (const el of sections) if (el.getBoundingClientRect().top <= line) found = el;
      choose(atEnd ? sections[sections.length - 1]!.id : found.id);
    };
    // On the next frame; a frame held back (a page or frame the browser is not painting) by a timer.
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(update);
      fallback = setTimeout(update, 250);
    };
    // A scroll has ended. After a tap's scroll that got where it was going, the tapped section keeps
    // the mark until the player scrolls again: not the frame its own last scroll event asked for,
    // which on a page too short to bring the section under the bar would find the page's end and
    // take the mark away. A tap's scroll cut short (the player scrolled elsewhere meanwhile, whose
    // scroll events the lock ignored) lets the position decide at once.
    const unlock = () => {
      const target = tapTarget.current;
      if (target === null) return;
      tapTarget.current = null;
      lockedUntil.current = 0;
      cancel();
      if (Math.abs(window.scrollY - target) > 2) update();
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('scrollend', unlock);
    return () => {
      cancel();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scrollend', unlock);
    };
  }, [items, choose]);

  // The current link stays in view in the row (only the row scrolls, never the page).
  useLayoutEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !link) return;
    const left = link.offsetLeft - list.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    list.scrollTo({
      left: Math.max(0, Math.min(left, list.scrollWidth - list.clientWidth)),
      behavior: reduced ? 'auto' : 'smooth',
    });
  }, [current, reduced]);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    const barBottom = navRef.current?.getBoundingClientRect().bottom ?? 0;
    const top = section.getBoundingClientRect().top + window.scrollY - barBottom;
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const target = Math.max(0, Math.min(top, maxScroll));
    lockedUntil.current = Date.now() + SCROLL_LOCK_MS;
    tapTarget.current = target;
    choose(id);
    window.scrollTo({ top: target, behavior: reduced ? 'auto' : 'smooth' });
    // Like following a link to a place on the page: the keyboard continues from the section.
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
  };

  return (
    <nav ref={navRef} aria-label={label} className={cx(s.nav, className)}>
      {start ? <div className={s.start}>{start}</div> : null}
      <ul ref={listRef} className={s.list}>
        {items.map((item) => (
          <li key={item.id} className={s.item}>
            <a
              href={`#${item.id}`}
              className={s.link}
              aria-current={item.id === current ? 'location' : undefined}
              onClick={(e) => go(e, item.id)}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
