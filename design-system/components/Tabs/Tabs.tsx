import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { useReducedMotion } from '../../provider/useReducedMotion';
import { cx } from '../../utils/cx';
import { content, list, trigger, type TabsVariants } from './Tabs.css';

type Variant = NonNullable<TabsVariants['variant']>;
const TabsContext = createContext<{ value: string | undefined; variant: Variant; baseId: string }>({
  value: undefined,
  variant: 'underline',
  baseId: 'tabs',
});

/** The ids that tie a tab to its panel (aria-controls, aria-labelledby). */
const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export type TabsRootProps = Omit<ComponentPropsWithoutRef<typeof RadixTabs.Root>, 'orientation' | 'dir'> &
  TabsVariants;

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
  className,
  ...rest
}: TabsRootProps) {
  const baseId = useId();
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const change = useCallback(
    (next: string) => {
      if (value === undefined) setInner(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  return (
    <TabsContext.Provider value={{ value: current, variant, baseId }}>
      <RadixTabs.Root
        {...rest}
        value={current}
        onValueChange={change}
        orientation="horizontal"
        activationMode={activationMode}
        className={className}
      />
    </TabsContext.Provider>
  );
}

export type TabsListProps = ComponentPropsWithoutRef<typeof RadixTabs.List> & {
  /** Names the tab list for assistive technology, e.g. "Game categories". */
  'aria-label': string;
};

/**
 * The row of tabs: scrolls horizontally when the tabs do not fit, and keeps the selected tab in view
 * (centred when possible) whenever the selection changes, including the first render.
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

  return <RadixTabs.List ref={ref} {...rest} className={cx(list({ variant }), className)} />;
}

export type TabsTriggerProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger> & {
  /** Optional leading icon or trailing badge. */
  children: ReactNode;
};

/** One tab; at least 44 px tall and wide. */
function Trigger({ className, value, ...rest }: TabsTriggerProps) {
  const { variant, baseId } = useContext(TabsContext);
  return (
    <RadixTabs.Trigger
      id={tabId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      {...rest}
      value={value}
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
 * Horizontally scrollable tabs on Radix Tabs (arrow keys move between tabs, Home/End jump).
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
