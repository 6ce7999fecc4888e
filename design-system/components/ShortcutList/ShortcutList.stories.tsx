import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge';
import { Card } from '../Card';
import {
  IconClock,
  IconCrown,
  IconDeposit,
  IconDownload,
  IconGift,
  IconLock,
  IconLogout,
  IconMail,
  IconSignIn,
  IconVip,
  IconWallet,
  IconWithdraw,
} from '../Icon';
import { Shortcut, ShortcutList } from './ShortcutList';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Navigation/ShortcutList',
  component: ShortcutList,
  decorators: [padded],
  args: { 'aria-label': 'Atalhos', children: null },
} satisfies Meta<typeof ShortcutList>;

export default meta;
type Story = StoryObj<typeof meta>;

const barEntries = (
  <>
    <Shortcut href="#vip" icon={<IconVip />} label="VIP" />
    <Shortcut
      href="#sign-in"
      icon={<IconSignIn />}
      label="Check-in"
      badge={<Badge dot label="Check-in por fazer" />}
    />
    <Shortcut href="#app" icon={<IconDownload />} label="Baixar app" />
    <Shortcut href="#deposit" icon={<IconDeposit />} label="Depositar" />
    <Shortcut href="#withdraw" icon={<IconWithdraw />} label="Levantar" />
    <Shortcut
      href="#receive"
      icon={<IconGift />}
      label="Receber"
      badge={<Badge count={3} label="3 por receber" />}
    />
  </>
);

/** Six entries in one row of a card, as on home's member bar. */
export const Bar: Story = {
  render: (args) => (
    <Card tone="elevated" padding="sm">
      <ShortcutList {...args}>{barEntries}</ShortcutList>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: /Receber/ })).toHaveAttribute('href', '#receive');
  },
};

/** On a 320 px phone the six do not fit with their labels whole: rows of three. */
export const BarNarrow: Story = {
  ...Bar,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, , , fourth] = canvas.getAllByRole('listitem');
    await expect(fourth!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom - 1,
    );
  },
};

const signOut = fn();

/** A grid of tiles, as in the member centre's new layout; the last entry is a button. */
export const Tiles: Story = {
  args: { variant: 'tiles' },
  render: (args) => (
    <ShortcutList {...args}>
      <Shortcut href="#bets" icon={<IconClock />} label="Registo de apostas" />
      <Shortcut href="#transactions" icon={<IconWallet />} label="Registo de transações" />
      <Shortcut href="#rewards" icon={<IconGift />} label="Centro de recompensas" />
      <Shortcut href="#security" icon={<IconLock />} label="Centro de segurança" />
      <Shortcut href="#benefits" icon={<IconCrown />} label="Benefícios VIP" />
      <Shortcut
        href="#inbox"
        icon={<IconMail />}
        label="Mensagens"
        badge={<Badge count={120} label="120 por ler" />}
      />
      <Shortcut onClick={signOut} icon={<IconLogout />} label="Terminar sessão" />
    </ShortcutList>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Terminar sessão' }));
    await expect(signOut).toHaveBeenCalledOnce();
  },
};

/** Two columns in a narrower list. */
export const TilesNarrow: Story = {
  ...Tiles,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top);
    await expect(third!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
  },
};
