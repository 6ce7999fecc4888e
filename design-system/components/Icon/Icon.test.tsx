import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { IconButton } from '../IconButton';
import * as icons from './icons';

const required = [
  'Back',
  'ChevronLeft',
  'ChevronRight',
  'ChevronDown',
  'Close',
  'Menu',
  'Search',
  'Filter',
  'Star',
  'StarFilled',
  'Eye',
  'EyeOff',
  'Refresh',
  'Home',
  'Share',
  'Deposit',
  'Wallet',
  'Withdraw',
  'Service',
  'Headset',
  'User',
  'Member',
  'Bell',
  'Mail',
  'Chat',
  'Gift',
  'Vip',
  'Crown',
  'Calendar',
  'SignIn',
  'Download',
  'ArrowUp',
  'Check',
  'Alert',
  'Info',
  'Lock',
  'Phone',
  'Image',
  'Trash',
  'Plus',
  'Logout',
  'Globe',
  'Language',
  'Telegram',
  'Fire',
  'Hot',
  'Heart',
  'Favourite',
  'Clock',
  'Game',
  'Lottery',
  'Sports',
  'Fish',
  'Cards',
  'Casino',
  'Live',
  'Trophy',
];

describe('Icon', () => {
  it('has every icon the product needs', () => {
    const names = Object.keys(icons);
    expect(required.filter((n) => !names.includes(`Icon${n}`))).toEqual([]);
  });

  it('is hidden when decorative and an image when labelled', async () => {
    const screen = await render(
      <div>
        <icons.IconStar />
        <icons.IconStarFilled label="Favorito" />
      </div>,
    );
    await expect.element(screen.getByRole('img', { name: 'Favorito' })).toBeVisible();
    expect(screen.container.querySelector('[data-icon="Star"]')?.getAttribute('aria-hidden')).toBe('true');
    await expectNoAxeViolations();
  });

  it('draws every icon with content and no axe violations', async () => {
    const screen = await render(
      <div>
        {Object.entries(icons).map(([name, Icon]) => (
          <Icon key={name} label={name} />
        ))}
      </div>,
    );
    for (const svg of screen.container.querySelectorAll('svg'))
      expect(svg.childElementCount).toBeGreaterThan(0);
    await expectNoAxeViolations();
  });

  it('inside a button is skipped by assistive technology while the button is reached by Tab', async () => {
    const screen = await render(<IconButton icon={<icons.IconSearch />} label="Pesquisar" />);
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Pesquisar' })).toHaveFocus();
  });
});
