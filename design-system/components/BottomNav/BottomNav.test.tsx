import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { IconDeposit, IconHeadset, IconHome, IconShare, IconUser } from '../Icon';
import { BottomNav } from './BottomNav';
import { expectNoAxeViolations } from '../../testing/axe';

function Demo({ onMember }: { onMember: () => void }) {
  return (
    <BottomNav.Root label="Menu principal" position="static">
      <BottomNav.Item href="#home" icon={<IconHome />} label="Início" active />
      <BottomNav.Item href="#share" icon={<IconShare />} label="Partilhar" />
      <BottomNav.Item href="#deposit" icon={<IconDeposit />} label="Depósito" />
      <BottomNav.Item icon={<IconHeadset />} label="Apoio" badge="dot" />
      <BottomNav.Item
        icon={<IconUser />}
        label="Membro"
        badge={120}
        badgeLabel="120 mensagens não lidas"
        onClick={onMember}
      />
    </BottomNav.Root>
  );
}

describe('BottomNav', () => {
  it('is a labelled navigation with the current page marked, 44 px targets and no axe violations', async () => {
    const screen = await render(<Demo onMember={() => {}} />);
    await expect.element(screen.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Início' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByText('99+')).toBeVisible();
    for (const el of screen.container.querySelectorAll('a, button')) {
      const rect = el.getBoundingClientRect();
      expect(rect.width).toBeGreaterThanOrEqual(44);
      expect(rect.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(screen.container);
  });

  it('reaches every entry with Tab and activates a button entry with Enter', async () => {
    const onMember = vi.fn();
    const screen = await render(<Demo onMember={onMember} />);
    for (let i = 0; i < 5; i++) await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: /Membro/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onMember).toHaveBeenCalledTimes(1);
  });
});
