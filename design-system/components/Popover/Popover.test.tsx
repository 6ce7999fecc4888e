import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { IconDeposit, IconLogout, IconRefresh } from '../Icon';
import { Popover } from './Popover';
import { expectNoAxeViolations } from '../../testing/axe';

function BalanceMenu({ onRefresh, onDeposit }: { onRefresh: () => void; onDeposit: () => void }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
      <Popover.Root>
        <Popover.Trigger>
          <Button variant="ghost">R$ 1.234,56</Button>
        </Popover.Trigger>
        <Popover.Content aria-label="Opções do saldo" align="end">
          <Popover.Menu>
            <Popover.Item icon={<IconDeposit />} onClick={onDeposit}>
              Depositar
            </Popover.Item>
            <Popover.Item icon={<IconRefresh />} closes={false} onClick={onRefresh}>
              Atualizar saldo
            </Popover.Item>
            <Popover.Separator />
            <Popover.Item icon={<IconLogout />} tone="danger">
              Sair
            </Popover.Item>
          </Popover.Menu>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}

describe('Popover', () => {
  it('opens by keyboard, moves focus in, stays on screen, passes axe and returns focus on Escape', async () => {
    const onRefresh = vi.fn();
    const screen = await render(<BalanceMenu onRefresh={onRefresh} onDeposit={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'R$ 1.234,56' });
    await userEvent.keyboard('{Tab}{Enter}');
    const panel = page.getByRole('dialog', { name: 'Opções do saldo' });
    await expect.element(panel).toBeVisible();
    const rect = panel.element().getBoundingClientRect();
    expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    expect(rect.top).toBeGreaterThan(trigger.element().getBoundingClientRect().top);
    await expectNoAxeViolations(panel.element());
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Atualizar saldo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await expect.element(panel).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(panel).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('closes when an item that navigates is chosen', async () => {
    const onDeposit = vi.fn();
    const screen = await render(<BalanceMenu onRefresh={() => {}} onDeposit={onDeposit} />);
    await userEvent.click(screen.getByRole('button', { name: 'R$ 1.234,56' }));
    await userEvent.click(page.getByRole('button', { name: 'Depositar' }));
    expect(onDeposit).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
