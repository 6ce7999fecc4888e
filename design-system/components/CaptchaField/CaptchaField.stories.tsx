import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CaptchaField } from './CaptchaField';
import { captchaSample } from './captcha-sample';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  args: {
    label: 'Código de verificação',
    hint: '1 a 16 dígitos',
    src: captchaSample,
    refreshLabel: 'Toque para um novo código',
    onRefresh: fn(),
  },
  decorators: [padded],
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toque para um novo código' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    const input = canvas.getByLabelText('Código de verificação');
    await userEvent.type(input, '48271234');
    await expect(input).toHaveValue('482712');
  },
};

export const Loading: Story = { args: { loading: true } };

export const WithError: Story = { args: { error: 'Digite o código de verificação', defaultValue: '' } };
