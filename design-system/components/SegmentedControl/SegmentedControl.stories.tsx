import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconPhone, IconUser } from '../Icon';
import { Box } from '../Box';
import { SegmentedControl } from './SegmentedControl';
import { segmentedSizes } from './SegmentedControl.css';
import { paddedStart } from '../../testing/decorators';

const options = [
  { value: 'username', label: 'Utilizador' },
  { value: 'mobileNum', label: 'Telemóvel' },
] as const;

const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl,
  args: { label: 'Método de registo', options, defaultValue: 'username', onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: segmentedSizes } },
  decorators: [paddedStart],
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Telemóvel' }));
    await expect(canvas.getByRole('radio', { name: 'Telemóvel' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('mobileNum');
  },
};

export const WithIcons: Story = {
  args: {
    options: [
      { value: 'username', label: 'Utilizador', icon: <IconUser size="sm" /> },
      { value: 'sms', label: 'SMS', icon: <IconPhone size="sm" /> },
    ],
  },
};

export const FullWidth: Story = {
  args: {
    fullWidth: true,
    label: 'Período',
    defaultValue: '7',
    options: [
      { value: '1', label: 'Hoje' },
      { value: '7', label: '7 dias' },
      { value: '30', label: '30 dias' },
    ],
  },
  render: (args) => (
    <Box width="full">
      <SegmentedControl {...args} />
    </Box>
  ),
};

export const Small: Story = { args: { size: 'sm' } };

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'username', label: 'Utilizador' },
      { value: 'mobileNum', label: 'Telemóvel', disabled: true },
    ],
  },
};
