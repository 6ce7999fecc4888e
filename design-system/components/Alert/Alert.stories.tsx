import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Alert } from './Alert';
import { alertTones, alertVariants } from './Alert.css';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'A senha de pagamento está errada. Tem mais 2 tentativas.' },
  argTypes: {
    tone: { control: 'inline-radio', options: alertTones },
    variant: { control: 'inline-radio', options: alertVariants },
  },
  decorators: [padded],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A senha de pagamento está errada');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="md">
      {alertVariants.map((variant) =>
        alertTones.map((tone) => (
          <Alert key={`${variant}-${tone}`} {...args} tone={tone} variant={variant} role="none">
            {`${variant} ${tone}: o pedido foi recusado pela plataforma.`}
          </Alert>
        )),
      )}
    </Stack>
  ),
};

export const WithTitle: Story = {
  args: {
    tone: 'success',
    title: 'Levantamento pedido',
    children: 'R$ 150,00 a caminho da sua conta. Saldo: R$ 1.084,56.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Levantamento pedido');
  },
};

/** A long message in a narrow phone wraps under its text, the icon stays on the first line. */
export const LongNarrow: Story = {
  args: {
    variant: 'banner',
    children:
      'Não foi possível iniciar sessão: a conta está em pausa por jogo responsável até 12/03/2027 às 18:00.',
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
