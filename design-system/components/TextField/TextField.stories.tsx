import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconSearch } from '../Icon';
import { Text } from '../Text';
import { TextField } from './TextField';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Nome de utilizador', onValueChange: fn() },
  decorators: [padded],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { autoComplete: 'username', placeholder: '4 a 16 letras ou números' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Nome de utilizador');
    await userEvent.type(input, 'demo');
    await expect(input).toHaveValue('demo');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('demo');
  },
};

export const WithHint: Story = { args: { hint: 'Entre 4 e 16 caracteres.', defaultValue: 'demo_member' } };

export const WithError: Story = {
  args: { defaultValue: 'ab', error: 'Formato da conta incorreto', hint: 'Entre 4 e 16 caracteres.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Nome de utilizador');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Formato da conta incorreto/);
    await expect(input).toHaveValue('ab');
  },
};

export const Clearable: Story = {
  args: { defaultValue: 'fortune', clearLabel: 'Limpar', label: 'Pesquisar jogos', type: 'search' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await expect(canvas.getByLabelText('Pesquisar jogos')).toHaveValue('');
    await expect(canvas.getByLabelText('Pesquisar jogos')).toHaveFocus();
  },
};

export const Password: Story = {
  args: {
    label: 'Senha',
    type: 'password',
    defaultValue: 'demo1234',
    autoComplete: 'current-password',
    showPasswordLabel: 'Mostrar senha',
    hidePasswordLabel: 'Ocultar senha',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NumericWithCount: Story = {
  args: {
    label: 'Código SMS',
    numeric: true,
    maxLength: 10,
    showCount: true,
    defaultValue: '1234',
    autoComplete: 'one-time-code',
  },
};

export const Multiline: Story = {
  args: {
    label: 'Observações',
    multiline: true,
    maxLength: 140,
    showCount: true,
    defaultValue: 'Depositei ontem às 21h e ainda não recebi o bónus.',
  },
};

export const WithAdornments: Story = {
  args: {
    label: 'Número de telemóvel',
    type: 'tel',
    autoComplete: 'tel-national',
    numeric: true,
    maxLength: 20,
    startAdornment: <Text tone="secondary">+55</Text>,
    defaultValue: '11987654321',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'demo_member' } };

export const HiddenLabel: Story = { args: { label: 'Pesquisar', hideLabel: true, placeholder: 'Pesquisar' } };

/** A search box: hidden label, a leading icon, the search key on phone keyboards; Enter submits its form. */
export const Search: Story = {
  args: {
    label: 'Pesquisar jogos',
    hideLabel: true,
    type: 'search',
    placeholder: 'Nome do jogo',
    startAdornment: <IconSearch aria-hidden="true" />,
    maxLength: 64,
  },
  render: (args) => (
    <form role="search" onSubmit={(e) => e.preventDefault()}>
      <TextField {...args} />
    </form>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Pesquisar jogos' });
    await expect(input).toHaveAttribute('enterkeyhint', 'search');
    await userEvent.type(input, 'fortune{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('fortune');
  },
};
