import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text';
import { Divider } from './Divider';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Layout/Divider',
  component: Divider,
  decorators: [padded],
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  render: () => (
    <>
      <Text>Saldo total</Text>
      <Divider />
      <Text>Registo de transações</Text>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeVisible();
  },
};

export const Labelled: Story = { args: { label: 'ou continue com' } };

/** A long label at 320 px wraps between rules that keep a share of the line. */
export const LabelledNarrow: Story = {
  args: { label: 'ou inicie sessão com uma das suas contas de redes sociais' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
