import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { TextField } from '../TextField';
import { SmsCodeButton } from './SmsCodeButton';
import { paddedStart } from '../../testing/decorators';

const meta = {
  title: 'Forms/SmsCodeButton',
  component: SmsCodeButton,
  args: { label: 'Obter código', renderCountdown: (s: number) => `${s} s`, onSend: fn() },
  decorators: [paddedStart],
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Obter código' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    const counting = canvas.getByRole('button', { name: /\d+ s/ });
    await expect(counting).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(counting);
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** Counting down to an expiry (42 s from when the story renders). */
export const CountingDown: Story = {
  render: (args) => <SmsCodeButton {...args} expiresAt={Date.now() + 42_000} />,
};

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };

/** As the SMS login and registration forms use it: inside the code field. */
export const InField: Story = {
  render: (args) => (
    <Box width="full">
      <TextField
        label="Código SMS"
        numeric
        maxLength={10}
        autoComplete="one-time-code"
        endAdornment={<SmsCodeButton {...args} />}
      />
    </Box>
  ),
};
