import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { IconChevronDown, IconDeposit, IconEyeOff, IconLogout, IconRefresh, IconWithdraw } from '../Icon';
import { Popover } from './Popover';

interface DemoProps {
  open: boolean;
  withArrow: boolean;
  onAction: (name: string) => void;
}

function BalanceMenu({ open, withArrow, onAction }: DemoProps) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'flex-start',
        padding: 8,
        height: '100dvh',
      }}
    >
      <Popover.Root defaultOpen={open}>
        <Popover.Trigger>
          <Button variant="ghost" endIcon={<IconChevronDown size="sm" />}>
            R$ 1.234,56
          </Button>
        </Popover.Trigger>
        <Popover.Content aria-label="Opções do saldo" align="end" withArrow={withArrow}>
          <Popover.Menu>
            <Popover.Item icon={<IconDeposit />} onClick={() => onAction('deposit')}>
              Depositar
            </Popover.Item>
            <Popover.Item icon={<IconWithdraw />} onClick={() => onAction('withdraw')}>
              Levantar
            </Popover.Item>
            <Popover.Item icon={<IconRefresh />} closes={false} onClick={() => onAction('refresh')}>
              Atualizar saldo
            </Popover.Item>
            <Popover.Item icon={<IconEyeOff />} closes={false} onClick={() => onAction('hide')}>
              Ocultar saldo
            </Popover.Item>
            <Popover.Separator />
            <Popover.Item icon={<IconLogout />} tone="danger" onClick={() => onAction('logout')}>
              Sair
            </Popover.Item>
          </Popover.Menu>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}

const meta = {
  title: 'Overlays/Popover',
  component: BalanceMenu,
  args: { open: false, withArrow: true, onAction: fn() },
} satisfies Meta<typeof BalanceMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const BalanceMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'R$ 1.234,56' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Atualizar saldo' }));
    await expect(args.onAction).toHaveBeenCalledWith('refresh');
    await expect(screen.getByRole('dialog', { name: 'Opções do saldo' })).toBeVisible();
  },
};

export const WithoutArrow: Story = { args: { open: true, withArrow: false } };
