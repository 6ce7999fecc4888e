// The game centre's category menu and the game list's classification menu: a row of buttons that
// scrolls sideways. List entries are toggle buttons (aria-pressed); PROMO, ELOTT and COCKFIGHT are
// actions (they leave the page), so the menu is a row of buttons rather than a tab list that would
// act on arrow-key focus.
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { isActionTab, type LobbyTab } from '../../stores/games/tabs';
import { categoryMessages, lobbyMessages as m } from './messages';
import * as s from './CategoryMenu.css';

export interface PillItem {
  key: string;
  label: string;
  /** An action entry: not a toggle. */
  action?: boolean;
}

export function PillMenu({
  label,
  items,
  activeKey,
  onSelect,
  testId,
}: {
  label: string;
  items: readonly PillItem[];
  activeKey: string;
  onSelect: (key: string, index: number) => void;
  testId?: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the chosen entry in view (a remembered one may be far to the right).
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !active) return;
    const left = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    list.scrollTo?.({ left: Math.max(0, left) });
  }, [activeKey, items.length]);

  return (
    <nav aria-label={label} data-testid={testId}>
      <ul className={s.menu} ref={listRef}>
        {items.map((item, index) => (
          <li key={item.key} className={s.item}>
            <button
              type="button"
              className={s.button}
              aria-pressed={item.action ? undefined : item.key === activeKey}
              data-key={item.key}
              onClick={() => onSelect(item.key, index)}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function CategoryMenu({
  tabs,
  activeIndex,
  onSelect,
}: {
  tabs: readonly LobbyTab[];
  activeIndex: number;
  onSelect: (index: number) => void;
}) {
  const intl = useIntl();
  const items = tabs.map((tab) => {
    const message = categoryMessages[tab.category];
    return {
      key: tab.category,
      label: message ? intl.formatMessage(message) : tab.category,
      action: isActionTab(tab.category),
    };
  });
  return (
    <PillMenu
      label={intl.formatMessage(m.tabsLabel)}
      items={items}
      activeKey={tabs[activeIndex]?.category ?? 'HOT'}
      onSelect={(_key, index) => onSelect(index)}
      testId="category-menu"
    />
  );
}
