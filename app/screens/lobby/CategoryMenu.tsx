// The game centre's category menu and the game list's classification menu: the design system's pill
// Tabs, whose row scrolls sideways and keeps the chosen entry in view. Activation is manual (arrow
// keys move the focus, Enter or Space chooses): a list entry reads the network, and PROMO, ELOTT and
// COCKFIGHT leave the page, so focus alone must not act. An action entry never becomes the selected
// tab: the screen leaves `value` on the entry shown.
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { Tabs } from '@ds';
import type { LobbyTab } from '../../stores/games/tabs';
import { categoryMessages } from './messages';

export interface MenuItem {
  key: string;
  label: string;
}

/** Holds the chosen entry; the row (`MenuRow`) and the panel (`MenuPanel`) go anywhere inside. */
export function Menu({
  value,
  items,
  onSelect,
  children,
}: {
  value: string;
  items: readonly MenuItem[];
  /** The entry chosen, with its position in `items`. */
  onSelect: (key: string, index: number) => void;
  children: ReactNode;
}) {
  return (
    <Tabs.Root
      variant="pill"
      activationMode="manual"
      value={value}
      onValueChange={(key) =>
        onSelect(
          key,
          items.findIndex((item) => item.key === key),
        )
      }
    >
      {children}
    </Tabs.Root>
  );
}

/** The row of entries; each carries its key as `data-key`. */
export function MenuRow({
  label,
  items,
  testId,
}: {
  label: string;
  items: readonly MenuItem[];
  testId: string;
}) {
  return (
    <Tabs.List aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <Tabs.Trigger key={item.key} value={item.key} data-key={item.key}>
          {item.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}

/** What the chosen entry shows. It holds focusable tiles, so it is not a tab stop of its own. */
export function MenuPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Content value={value} tabIndex={-1}>
      {children}
    </Tabs.Content>
  );
}

/** The game centre's categories, named by their messages (an unknown category by its code). */
export function categoryItems(tabs: readonly LobbyTab[], intl: IntlShape): MenuItem[] {
  return tabs.map((tab) => {
    const message = categoryMessages[tab.category];
    return { key: tab.category, label: message ? intl.formatMessage(message) : tab.category };
  });
}
