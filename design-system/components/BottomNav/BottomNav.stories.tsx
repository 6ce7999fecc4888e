import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconDeposit, IconHeadset, IconHome, IconShare, IconUser } from '../Icon';
import { BottomNav } from './BottomNav';

interface DemoProps {
  active: 'home' | 'deposit' | 'member';
  showShare: boolean;
  unread: number;
  onMember: () => void;
}

function Demo({ active, showShare, unread, onMember }: DemoProps) {
  return (
    <div style={{ minHeight: '100dvh' }}>
      <BottomNav.Root label="Menu principal">
        <BottomNav.Item href="#home" icon={<IconHome />} label="Início" active={active === 'home'} />
        {showShare ? <BottomNav.Item href="#share" icon={<IconShare />} label="Partilhar" /> : null}
        <BottomNav.Item
          href="#deposit"
          icon={<IconDeposit />}
          label="Depósito"
          active={active === 'deposit'}
        />
        <BottomNav.Item icon={<IconHeadset />} label="Apoio ao cliente" />
        <BottomNav.Item
          icon={<IconUser />}
          label="Membro"
          active={active === 'member'}
          badge={unread > 0 ? unread : undefined}
          badgeLabel={`${unread} mensagens não lidas`}
          onClick={onMember}
        />
      </BottomNav.Root>
    </div>
  );
}

const meta = {
  title: 'Navigation/BottomNav',
  component: Demo,
  args: { active: 'home', showShare: true, unread: 0, onMember: fn() },
  argTypes: { active: { control: 'inline-radio', options: ['home', 'deposit', 'member'] } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Membro' }));
    await expect(args.onMember).toHaveBeenCalled();
  },
};

export const MemberWithUnread: Story = { args: { active: 'member', unread: 7 } };

export const UnreadCapped: Story = { args: { unread: 150 } };

/** Agents do not see Share (SPEC §2). */
export const WithoutShare: Story = { args: { showShare: false, active: 'deposit' } };
