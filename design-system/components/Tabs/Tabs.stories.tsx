import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { tabsVariants } from './Tabs.css';

const categories = [
  'HOT',
  'LIVE',
  'RNG',
  'INHOUSE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'COCKFIGHT',
  'PROMO',
];

function Demo({ variant, defaultValue }: { variant: (typeof tabsVariants)[number]; defaultValue: string }) {
  return (
    <Tabs.Root variant={variant} defaultValue={defaultValue}>
      <Tabs.List aria-label="Categorias de jogos">
        {categories.map((c) => (
          <Tabs.Trigger key={c} value={c} disabled={c === 'COCKFIGHT'}>
            {c}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.map((c) => (
        <Tabs.Content key={c} value={c} style={{ padding: 16 }}>
          Conteúdo de {c}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: Demo,
  args: { variant: 'underline', defaultValue: 'HOT' },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'RNG' }));
    await expect(canvas.getByRole('tab', { name: 'RNG' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Conteúdo de RNG');
  },
};

export const Pill: Story = { args: { variant: 'pill' } };

/**
 * Manual activation with a tab that leaves the page (PROMO): arrow keys only move the focus, Enter
 * chooses; choosing PROMO calls `onValueChange` but the controlled row keeps its selection.
 */
function ManualDemo() {
  const [value, setValue] = useState('HOT');
  const [left, setLeft] = useState('');
  return (
    <Tabs.Root
      variant="pill"
      activationMode="manual"
      value={value}
      onValueChange={(next) => (next === 'PROMO' ? setLeft(next) : setValue(next))}
    >
      <Tabs.List aria-label="Categorias de jogos">
        {categories.map((c) => (
          <Tabs.Trigger key={c} value={c} data-key={c}>
            {c}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} tabIndex={-1} style={{ padding: 16 }}>
        Conteúdo de {value}
        {left ? ` (ligação seguida: ${left})` : ''}
      </Tabs.Content>
    </Tabs.Root>
  );
}

export const PillManualActivation: Story = {
  args: { variant: 'pill' },
  render: () => <ManualDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'LIVE' }));
    await expect(canvas.getByRole('tab', { name: 'LIVE' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'RNG' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'LIVE' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'RNG' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'PROMO' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('ligação seguida: PROMO');
    await expect(canvas.getByRole('tab', { name: 'RNG' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'HOT' }));
  },
};

/** The selected tab starts off-screen: the row scrolls it into view. */
export const ActiveScrolledIntoView: Story = {
  args: { defaultValue: 'ELOTT' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};
