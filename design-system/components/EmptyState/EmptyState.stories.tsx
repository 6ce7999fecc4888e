import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { IconAlert, IconRefresh, IconSearch } from '../Icon';
import { Stack } from '../Stack';
import { EmptyState } from './EmptyState';
import { emptyStateTones } from './EmptyState.css';

const meta = {
  title: 'Layout/EmptyState',
  component: EmptyState,
  args: { title: 'Sem dados' },
  argTypes: { tone: { control: 'inline-radio', options: emptyStateTones } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoData: Story = {};

export const WithDescription: Story = {
  args: {
    title: 'Nenhum jogo encontrado',
    description: 'Tente outro nome ou escolha outro fornecedor.',
    image: <IconSearch size="lg" />,
    live: true,
  },
};

const retry = fn();

export const LoadFailed: Story = {
  args: {
    tone: 'danger',
    title: 'Falha ao carregar, toque para tentar de novo',
    image: <IconAlert size="lg" />,
    action: (
      <Button variant="secondary" startIcon={<IconRefresh />} onClick={retry}>
        Tentar de novo
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

/** The whole page is the message: a heading, the sentence, the ways on; it fills its space, centred. */
export const Page: Story = {
  args: {
    size: 'page',
    tone: 'accent',
    titleAs: 'h2',
    title: 'Não foi possível carregar o centro de membros',
    description: 'Verifique a ligação e tente de novo. O seu saldo e os seus dados estão seguros.',
    image: <IconAlert size="lg" />,
    action: <Button onClick={fn()}>Tentar de novo</Button>,
  },
  decorators: [
    (Story) => (
      <Stack gap="none" minHeight="screen">
        <Story />
      </Stack>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/centro de membros/);
  },
};

/** A page message without art. */
export const PageWithoutImage: Story = {
  args: { size: 'page', titleAs: 'h2', title: 'Esta secção está a ser preparada', image: false },
};
