import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tabs } from './Tabs';
import { expectNoAxeViolations } from '../../testing/axe';

const names = ['HOT', 'LIVE', 'RNG', 'INHOUSE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'PROMO'];

function Demo({ onValueChange, value }: { onValueChange?: (v: string) => void; value?: string }) {
  return (
    <div style={{ width: 320 }}>
      <Tabs.Root defaultValue={value ? undefined : 'HOT'} value={value} onValueChange={onValueChange}>
        <Tabs.List aria-label="Categorias">
          {names.map((n) => (
            <Tabs.Trigger key={n} value={n}>
              {n}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {names.map((n) => (
          <Tabs.Content key={n} value={n}>
            Painel {n}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

describe('Tabs', () => {
  it('names the panel by its tab, shows only the chosen one and keeps a forceMount panel hidden', async () => {
    const screen = await render(
      <Tabs.Root defaultValue="a">
        <Tabs.List aria-label="Secções">
          <Tabs.Trigger value="a">Apostas</Tabs.Trigger>
          <Tabs.Trigger value="b">Transações</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a">Painel A</Tabs.Content>
        <Tabs.Content value="b" forceMount>
          Painel B
        </Tabs.Content>
      </Tabs.Root>,
    );
    const panel = screen.getByRole('tabpanel', { name: 'Apostas' });
    await expect.element(panel).toHaveTextContent('Painel A');
    const tab = screen.getByRole('tab', { name: 'Apostas' });
    await expect.element(tab).toHaveAttribute('aria-controls', panel.element().id);
    // The other panel is kept in the page, hidden, with what it holds.
    expect(screen.getByRole('tabpanel', { includeHidden: true }).elements()).toHaveLength(2);
    await screen.getByRole('tab', { name: 'Transações' }).click();
    await expect.element(screen.getByRole('tabpanel', { name: 'Transações' })).toHaveTextContent('Painel B');
    await expect.element(screen.getByText('Painel A')).not.toBeInTheDocument();
    await expectNoAxeViolations(screen.container);
  });

  it('passes axe and has 44 px tap targets', async () => {
    const screen = await render(<Demo />);
    await expectNoAxeViolations(screen.container);
    const rect = screen.getByRole('tab', { name: 'HOT' }).element().getBoundingClientRect();
    expect(rect.height).toBeGreaterThanOrEqual(44);
    expect(rect.width).toBeGreaterThanOrEqual(44);
  });

  it('moves with the arrow keys and scrolls the selected tab into view', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<Demo onValueChange={onValueChange} />);
    const list = screen.getByRole('tablist').element() as HTMLElement;
    expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('tab', { name: 'HOT' })).toHaveFocus();
    for (let i = 0; i < 8; i++) await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tab', { name: 'ELOTT' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('ELOTT');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Painel ELOTT');
    const tab = screen.getByRole('tab', { name: 'ELOTT' }).element().getBoundingClientRect();
    const box = list.getBoundingClientRect();
    await expect.poll(() => list.scrollLeft).toBeGreaterThan(0);
    const after = screen.getByRole('tab', { name: 'ELOTT' }).element().getBoundingClientRect();
    expect(after.left).toBeGreaterThanOrEqual(box.left);
    expect(after.right).toBeLessThanOrEqual(box.right);
    expect(tab.width).toBeGreaterThan(0);
  });

  it('with manual activation, arrow keys move the focus only and Enter or Space chooses (pill, axe)', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <div style={{ width: 320 }}>
        <Tabs.Root variant="pill" activationMode="manual" value="HOT" onValueChange={onValueChange}>
          <Tabs.List aria-label="Categorias">
            {names.map((n) => (
              <Tabs.Trigger key={n} value={n}>
                {n}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="HOT" tabIndex={-1}>
            Painel HOT
          </Tabs.Content>
        </Tabs.Root>
      </div>,
    );
    await expectNoAxeViolations(screen.container);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tab', { name: 'LIVE' })).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('LIVE');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith('RNG');
    // A controlled row that keeps its value (a tab that leaves the page) stays on HOT.
    await expect.element(screen.getByRole('tab', { name: 'HOT' })).toHaveAttribute('aria-selected', 'true');
    const rect = screen.getByRole('tab', { name: 'HOT' }).element().getBoundingClientRect();
    expect(rect.height).toBeGreaterThanOrEqual(44);
  });

  it('scrolls a controlled selection into view on first render', async () => {
    const screen = await render(<Demo value="PROMO" />);
    const list = screen.getByRole('tablist').element() as HTMLElement;
    await expect.poll(() => list.scrollLeft).toBe(list.scrollWidth - list.clientWidth);
  });

  it('wraps around, jumps with Home and End, skips a disabled tab and keeps one Tab stop', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <Tabs.Root defaultValue="a" onValueChange={onValueChange}>
        <Tabs.List aria-label="Secções">
          <Tabs.Trigger value="a">Apostas</Tabs.Trigger>
          <Tabs.Trigger value="b" disabled>
            Bónus
          </Tabs.Trigger>
          <Tabs.Trigger value="c">Carteira</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>,
    );
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.container.querySelectorAll('[role="tab"][tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Carteira')).toHaveFocus();
    await expect.element(tab('Carteira')).toHaveAttribute('aria-selected', 'true');
    await expect.element(tab('Carteira')).toHaveAttribute('tabindex', '0');
    await expect.element(tab('Apostas')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Apostas')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('Carteira')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(tab('Apostas')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(tab('Carteira')).toHaveFocus();
    expect(onValueChange.mock.calls.map(([v]) => v)).toEqual(['c', 'a', 'c', 'a', 'c']);
    // A tap on the chosen tab chooses nothing new; a disabled tab cannot be chosen.
    await tab('Carteira').click();
    await tab('Bónus').click({ force: true });
    expect(onValueChange).toHaveBeenCalledTimes(5);
  });

  it('swaps the arrow keys in a right-to-left row', async () => {
    const screen = await render(
      <div dir="rtl">
        <Tabs.Root defaultValue="a">
          <Tabs.List aria-label="Secções">
            <Tabs.Trigger value="a">Apostas</Tabs.Trigger>
            <Tabs.Trigger value="b">Bónus</Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>
      </div>,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('tab', { name: 'Bónus' })).toHaveFocus();
    await expect.element(screen.getByRole('tab', { name: 'Bónus' })).toHaveAttribute('aria-selected', 'true');
  });
});
