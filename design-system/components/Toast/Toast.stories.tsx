import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Toaster } from './Toaster';
import { createToaster, TOAST_DURATION, type ToastOptions } from './toaster';
import { toastPlacements } from './Toast.css';

interface DemoProps {
  placement: (typeof toastPlacements)[number];
  /** Toasts queued when the story opens (they stay: until dismissed, so the screenshot is stable). */
  initial: ToastOptions[];
}

function Demo({ placement, initial }: DemoProps) {
  const [toaster] = useState(() => createToaster());
  useEffect(() => {
    initial.forEach((t) => toaster.show({ duration: TOAST_DURATION.untilDismissed, ...t }));
    return () => toaster.dismiss();
  }, [toaster, initial]);
  return (
    <div
      style={{
        minHeight: '100dvh',
        padding: 16,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        alignContent: 'flex-start',
      }}
    >
      <Button onClick={() => toaster.show('Mensagem com 3 segundos')}>Info 3 s</Button>
      <Button onClick={() => toaster.success('Alteração guardada', { duration: TOAST_DURATION.oneSecond })}>
        Sucesso 1 s
      </Button>
      <Button
        onClick={() =>
          toaster.error('Falha ao carregar, toque para tentar de novo', {
            duration: TOAST_DURATION.eightSeconds,
          })
        }
      >
        Erro 8 s
      </Button>
      <Button onClick={() => toaster.loading('Por favor aguarde…')}>A carregar 10 s</Button>
      <Button variant="secondary" onClick={() => toaster.dismiss()}>
        Fechar todos
      </Button>
      <Toaster toaster={toaster} label="Notificações" placement={placement} />
    </div>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: Demo,
  args: { placement: 'top', initial: [] },
  argTypes: { placement: { control: 'inline-radio', options: toastPlacements } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { initial: [{ message: 'Código SMS enviado' }] } };

export const Success: Story = { args: { initial: [{ message: 'Alteração guardada', kind: 'success' }] } };

export const Error: Story = {
  args: { initial: [{ message: 'Conta temporária: inicie sessão com uma conta real', kind: 'error' }] },
};

export const Loading: Story = { args: { initial: [{ message: 'Por favor aguarde…', kind: 'loading' }] } };

export const InTheMiddle: Story = {
  args: { placement: 'center', initial: [{ message: 'Código SMS enviado' }] },
};

export const Queue: Story = {
  args: {
    placement: 'bottom',
    initial: [
      { message: 'A enviar…', kind: 'loading' },
      { message: 'Código SMS enviado', kind: 'success' },
      { message: 'Sem ligação', kind: 'error' },
    ],
  },
};

export const ShowFromButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'A carregar 10 s' }));
    await expect(await screen.findByText('Por favor aguarde…')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fechar todos' }));
    await expect(screen.queryByText('Por favor aguarde…')).toBeNull();
  },
};
