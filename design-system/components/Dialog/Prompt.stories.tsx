import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Prompt, promptKinds } from './Prompt';
import { fullScreen } from '../../testing/fullScreen';

const meta = {
  title: 'Overlays/Prompt',
  component: Prompt,
  decorators: [fullScreen],
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    kind: 'confirm',
    title: 'Aviso',
    message: 'Tem a certeza de que quer terminar a sessão?',
    okLabel: 'OK',
    cancelLabel: 'Cancelar',
  },
  argTypes: { kind: { control: 'select', options: promptKinds } },
} satisfies Meta<typeof Prompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Alert: Story = {
  args: { kind: 'alert', title: 'Confirmação', message: 'A nova palavra-passe não pode ser igual à antiga.' },
  play: async () => {
    await expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await expect(await screen.findByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

export const TextInput: Story = {
  args: {
    kind: 'text',
    title: 'Alterar apelido',
    message: undefined,
    inputLabel: 'Apelido',
    placeholder: 'Novo apelido',
  },
  play: async ({ args }) => {
    const input = await screen.findByRole('textbox', { name: 'Apelido' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Sortudo');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('Sortudo');
  },
};

export const SecureText: Story = {
  args: {
    kind: 'secureText',
    title: 'PIN de levantamento',
    message: undefined,
    inputLabel: 'PIN',
    maxLength: 6,
  },
};

export const LoginPassword: Story = {
  args: {
    kind: 'loginPassword',
    title: 'Confirme a sua palavra-passe',
    message: 'Por segurança, introduza a palavra-passe de demo_member.',
    inputLabel: 'Palavra-passe',
    username: 'demo_member',
  },
};

export const ValidationError: Story = {
  args: {
    kind: 'text',
    title: 'Alterar apelido',
    message: undefined,
    inputLabel: 'Apelido',
    validate: (v: string) => (v.trim().length < 3 ? 'Introduza pelo menos 3 caracteres.' : undefined),
  },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Apelido' }), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Introduza pelo menos 3 caracteres.');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    kind: 'loginPassword',
    title: 'Confirme a sua palavra-passe',
    message: undefined,
    inputLabel: 'Palavra-passe',
    error: 'Palavra-passe incorreta.',
  },
};

/** OK is busy while the confirm promise is pending; further taps are ignored. */
export const Busy: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const ok = await screen.findByRole('button', { name: 'OK' });
    await userEvent.click(ok);
    await waitFor(() => expect(ok).toHaveAttribute('aria-busy', 'true'));
    ok.click();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
