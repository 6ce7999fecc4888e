import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Badge } from '../Badge';
import { IconBell } from '../Icon';
import { List, ListItem } from './List';

describe('List', () => {
  it('renders links, buttons and static rows with no axe violations', async () => {
    const screen = await render(
      <List aria-label="Menu">
        <ListItem icon={<IconBell />} label="Anúncios" href="#notice" />
        <ListItem label="Mensagens" href="#mail" trailing={<Badge count={5} label="5 não lidas" />} />
        <ListItem label="Chat" onClick={() => {}} />
        <ListItem label="Saldo" trailing="R$ 10,00" />
        <ListItem label="Telegram" href="https://t.me/x" external />
      </List>,
    );
    await expect.element(screen.getByRole('list', { name: 'Menu' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Telegram' }))
      .toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.container.querySelectorAll('li')).toHaveLength(5);
    await expectNoAxeViolations();
  });

  it('moves through rows with Tab and activates a button row with Enter; rows are at least 44 px', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <List aria-label="Menu">
        <ListItem label="Anúncios" href="#notice" />
        <ListItem label="Chat" onClick={onClick} />
        <ListItem label="Desativado" onClick={onClick} disabled />
      </List>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Anúncios' })).toHaveFocus();
    await userEvent.tab();
    const chat = screen.getByRole('button', { name: 'Chat' });
    await expect.element(chat).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
    expect(chat.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it("runs a link row's handler before the link is followed (a menu closing itself)", async () => {
    const onClick = vi.fn();
    await render(
      <List aria-label="Menu">
        <ListItem label="Anúncios" href="#notice" onClick={onClick} />
      </List>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
    expect(window.location.hash).toBe('#notice');
  });
});
