import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge';
import { IconBell, IconChat, IconHeadset, IconMail, IconTelegram } from '../Icon';
import { Text } from '../Text';
import { List, ListItem } from './List';
import { listVariants } from './List.css';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Layout/List',
  component: List,
  argTypes: { variant: { control: 'inline-radio', options: listVariants } },
  decorators: [padded],
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

const onChat = fn();

export const ServiceMenu: Story = {
  args: { 'aria-label': 'Serviço ao cliente' },
  render: (args) => (
    <List {...args}>
      <ListItem icon={<IconTelegram />} label="Telegram" href="#telegram" external />
      <ListItem icon={<IconBell />} label="Anúncios" href="#/m/notice" />
      <ListItem
        icon={<IconMail />}
        label="Mensagens"
        href="#/m/webEmail"
        trailing={<Badge count={120} label="120 não lidas" />}
      />
      <ListItem icon={<IconChat />} label="Chat ao vivo" onClick={onChat} />
      <ListItem
        icon={<IconHeadset />}
        label="Serviço de afiliados"
        description="Fale com o seu agente"
        href="#aff"
      />
    </List>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chat ao vivo' }));
    await expect(onChat).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Telegram' })).toHaveAttribute('target', '_blank');
  },
};

export const StaticRows: Story = {
  args: { 'aria-label': 'Detalhes da conta' },
  render: (args) => (
    <List {...args}>
      <ListItem label="Utilizador" trailing={<Text>demo_member</Text>} />
      <ListItem label="Saldo" trailing={<Text tabular>R$ 1.234,56</Text>} />
      <ListItem label="Nível VIP" trailing={<Badge tone="accent">VIP 3</Badge>} />
    </List>
  ),
};

export const Plain: Story = {
  args: { variant: 'plain', 'aria-label': 'Definições' },
  render: (args) => (
    <List {...args}>
      <ListItem label="Alterar senha" href="#/m/changePassword" current />
      <ListItem label="Indisponível" onClick={fn()} disabled />
    </List>
  ),
};
