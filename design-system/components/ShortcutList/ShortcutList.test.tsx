import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Badge } from '../Badge';
import { IconDeposit, IconGift, IconLogout } from '../Icon';
import { Shortcut, ShortcutList } from './ShortcutList';

describe('ShortcutList', () => {
  it('is a list of links and buttons named by their labels, reached by keyboard, each a full tap target', async () => {
    const onSignOut = vi.fn();
    const screen = await render(
      <ShortcutList aria-label="Atalhos">
        <Shortcut href="#deposit" icon={<IconDeposit />} label="Depositar" />
        <Shortcut
          href="#receive"
          icon={<IconGift />}
          label="Receber"
          badge={<Badge count={3} label="3 por receber" />}
        />
        <Shortcut onClick={onSignOut} icon={<IconLogout />} label="Sair" />
      </ShortcutList>,
    );
    await expect.element(screen.getByRole('list', { name: 'Atalhos' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Receber 3 por receber' })).toBeVisible();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Depositar' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledOnce();
    for (const el of screen.container.querySelectorAll('a, button')) {
      const box = el.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(screen.container);
  });

  it('lays six bar entries out in rows of three when the list is too narrow for them', async () => {
    await page.viewport(320, 568);
    const labels = ['VIP', 'Check-in', 'Baixar app', 'Depositar', 'Levantar', 'Receber'];
    const screen = await render(
      <div style={{ width: 272 }}>
        <ShortcutList aria-label="Atalhos">
          {labels.map((l) => (
            <Shortcut key={l} href={`#${l}`} icon={<IconGift />} label={l} />
          ))}
        </ShortcutList>
      </div>,
    );
    const tops = [...screen.container.querySelectorAll('li')].map((li) =>
      Math.round(li.getBoundingClientRect().top),
    );
    expect(new Set(tops).size).toBe(2);
    expect(tops[0]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[2]!);
    await page.viewport(390, 844);
  });
});
