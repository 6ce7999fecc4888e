import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { IconBell } from '../Icon';
import { IconButton } from '../IconButton';
import { Badge, formatBadgeCount } from './Badge';

describe('Badge', () => {
  it('caps counts above 99 at 99+', () => {
    expect(formatBadgeCount(5)).toBe('5');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12, 9)).toBe('9+');
  });

  it('shows the capped count, reads the label, and hides zero', async () => {
    const screen = await render(
      <div>
        <Badge count={250} label="250 mensagens não lidas" />
        <Badge count={0} />
        <Badge dot />
      </div>,
    );
    await expect.element(screen.getByText('99+')).toBeVisible();
    await expect.element(screen.getByText('250 mensagens não lidas')).toBeInTheDocument();
    expect(screen.container.querySelectorAll('[data-badge]')).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('sits on an icon button that stays reachable by keyboard', async () => {
    const screen = await render(
      <IconButton icon={<IconBell />} label="Mensagens, 3 não lidas" badge={<Badge count={3} />} />,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Mensagens, 3 não lidas' })).toHaveFocus();
    await expectNoAxeViolations();
  });
});
