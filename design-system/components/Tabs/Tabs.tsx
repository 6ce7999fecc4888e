import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useReducedMotion } from '../../provider/useReducedMotion';
import { cx } from '../../utils/cx';
import { content, list, trigger, type TabsVariants } from './Tabs.css';

type Variant = NonNullable<TabsVariants['variant']>;
type ActivationMode = 'automatic' | 'manual';
const TabsContext = createContext<{
  value: string | undefined;
  change: (value: string) => void;
  activationMode: ActivationMode;
  variant: Variant;
  baseId: string;
}>({
  value: undefined,
  change: () => undefined,
  activationMode: 'automatic',
  variant: 'underline',
  baseId: 'tabs',
});

/** The ids that tie a tab to its panel (aria-controls, aria-labelledby). */
const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export type TabsRootProps = Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir'> &
  TabsVariants & {
    /** The chosen tab (controlled). */
    value?: string;
    /** The tab chosen first (uncontrolled). */
    defaultValue?: string;
    /** Called with a tab the user chose; not called again for the tab already chosen. */
    onValueChange?: (value: string) => void;
    /** `automatic` (default): the arrow keys choose as they move. `manual`: Enter or Space chooses. */
    activationMode?: ActivationMode;
  };

/**
 * Holds the selected tab (controlled with `value`, or uncontrolled with `defaultValue`).
 *
 * `activationMode="manual"`: arrow keys only move the focus and Enter or Space chooses, for rows
 * where choosing costs something (a network read) or leaves the page (a tab that is a link out). A
 * controlled row may leave `value` unchanged in `onValueChange` for such a tab.
 */
function Root({
  value,
  defaultValue,
  onValueChange,
  variant = 'underline',
  activationMode = 'automatic',
  ...rest
}: TabsRootProps) {
  const baseId = useId();
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const change = useCallback(
    (next: string) => {
      if (next === current) return;
      if (value === undefined) setInner(next);
      onValueChange?.(next);
    },
    [current, value, onValueChange],
  );
  return (
    <TabsContext.Provider value={{ value: current, change, activationMode, variant, baseId }}>
      <div data-orientation="horizontal" {...rest} />
    </TabsContext.Provider>
  );
}

export type TabsListProps = ComponentPropsWithoutRef<'div'> & {
  /** Names the tab list for assistive technology, e.g. "Game categories". */
  'aria-label': string;
};

/** The keys that move along the row, and where each goes (the row wraps around). */
const MOVES: Record<string, (index: number, count: number, rtl: boolean) => number> = {
  ArrowRight: (i, n, rtl) => (rtl ? i - 1 + n : i + 1) % n,
  ArrowLeft: (i, n, rtl) => (rtl ? i + 1 : i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Moves the focus along the tab's row for an arrow, Home or End key, choosing as it goes when automatic. */
function moveFocus(
  event: KeyboardEvent<HTMLButtonElement>,
  activationMode: ActivationMode,
  change: (value: string) => void,
) {
  const go = MOVES[event.key];
  const row = event.currentTarget.closest('[role="tablist"]');
  if (!go || !row || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...row.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const from = tabs.indexOf(event.currentTarget);
  if (from < 0) return;
  event.preventDefault();
  const rtl = getComputedStyle(row).direction === 'rtl';
  const next = tabs[go(from, tabs.length, rtl)]!;
  next.focus();
  if (activationMode === 'automatic' && next.dataset.value) change(next.dataset.value);
}

/**
 * The row of tabs: scrolls horizontally when the tabs do not fit, and keeps the selected tab in view
 * (centred when possible) whenever the selection changes, including the first render. The arrow
 * keys move between the enabled tabs (wrapping around), Home and End jump to the ends; only the
 * chosen tab is a stop of the Tab key.
 */
function List({ className, ...rest }: TabsListProps) {
  const { value, variant } = useContext(TabsContext);
  const ref = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const first = useRef(true);

  useLayoutEffect(() => {
    const el = ref.current;
    const active = el?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!el || !active) return;
    // A new row whose first tab is selected is where it should be: measuring it would lay the
    // whole page out in the middle of React's commit (a long task on a cheap phone) for nothing.
    if (first.current && !active.previousElementSibling) {
      first.current = false;
      return;
    }
    const left = active.offsetLeft - (el.clientWidth - active.offsetWidth) / 2;
    const target = Math.max(0, Math.min(left, el.scrollWidth - el.clientWidth));
    // Only the list scrolls; the page does not move (unlike scrollIntoView).
    el.scrollTo({ left: target, behavior: first.current || reduced ? 'auto' : 'smooth' });
    first.current = false;
  }, [value, reduced]);

  return (
    <div
      ref={ref}
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      {...rest}
      className={cx(list({ variant }), className)}
    />
  );
}

export type TabsTriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'value'> & {
  /** The tab's value, as `Root`'s `value` names it. */
  value: string;
  /** Optional leading icon or trailing badge. */
  children: ReactNode;
};

/** One tab; at least 44 px tall and wide. A tap, Enter or Space chooses it. */
function Trigger({ className, value, disabled, onClick, onKeyDown, ...rest }: TabsTriggerProps) {
  const { value: current, change, activationMode, variant, baseId } = useContext(TabsContext);
  const selected = value === current;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      aria-selected={selected}
      // Nothing chosen yet: every tab is a stop, so the row can still be reached.
      tabIndex={selected || current === undefined ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-disabled={disabled ? '' : undefined}
      data-value={value}
      disabled={disabled}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) change(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveFocus(event, activationMode, change);
      }}
      className={cx(trigger({ variant }), className)}
    />
  );
}

export type TabsContentProps = ComponentPropsWithoutRef<'div'> & {
  /** The tab whose panel this is. */
  value: string;
  /** Keeps the panel, hidden, in the page while another tab is chosen. */
  forceMount?: true;
};

/**
 * The panel of one tab (optional: a tab row may drive content rendered elsewhere): a tab panel named
 * by its tab, in the page only while its tab is chosen (or hidden, with `forceMount`). A plain
 * element rather than Radix's panel, whose presence tracking reads the page's computed style in the
 * commit that mounts it and then renders it again: on the game list and home that was a style
 * recalculation of the whole page inside their first commit. The panels have no exit animation to
 * wait for.
 */
function Content({ value, forceMount, className, children, ...rest }: TabsContentProps) {
  const { value: current, baseId } = useContext(TabsContext);
  const selected = value === current;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!selected}
      {...rest}
      className={cx(content, className)}
    >
      {children}
    </div>
  );
}

/**
 * Horizontally scrollable tabs, the WAI-ARIA tabs pattern (arrow keys move between tabs, Home/End
 * jump). Written here rather than on Radix Tabs: home and the game list draw a tab row in their first
 * paint, and Radix's tabs brought its roving focus, collection and presence, 6 kB gzip of the first
 * load, for a keyboard model this file keeps in forty lines.
 *
 * ```tsx
 * <Tabs.Root value={tab} onValueChange={setTab}>
 *   <Tabs.List aria-label={intl.formatMessage(m.categories)}>
 *     <Tabs.Trigger value="HOT">{hotLabel}</Tabs.Trigger>
 *   </Tabs.List>
 *   <Tabs.Content value="HOT">…</Tabs.Content>
 * </Tabs.Root>
 * ```
 */
export const Tabs = { Root, List, Trigger, Content };
