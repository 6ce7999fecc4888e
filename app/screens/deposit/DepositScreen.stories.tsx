// The deposit screen in each state, in every merchant (toolbar; screenshots in all three): the form
// in the base layout and verde's new layout (dep_func '1'), at 390 and 320 px, an amount under the
// minimum, a creation that failed, the order being paid (pay-to details, QR, countdown), its end
// states, the history and its empty state, and channels that failed to load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { expect, userEvent, within } from 'storybook/test';
import { appLoader, withAppShell, type AppStoryLoaded } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';

function Deposit() {
  return null;
}

const meta = {
  title: 'Screens/Wallet/Deposit',
  component: Deposit,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof Deposit>;
export default meta;
type Story = StoryObj<typeof meta>;

const T0 = Date.UTC(2026, 2, 14, 12, 0, 0);
const channels: Handlers['depositChannels'] = () => [
  {
    id: 1,
    name: 'PIX',
    type: 'PIX',
    minAmount: 10,
    maxAmount: 20000,
    presetAmounts: [20, 50, 100, 200, 500, 1000],
    feeRate: 0,
    iconUrl: '',
    instructions: 'Pague com o QR ou a chave PIX em 30 minutos.',
  },
  {
    id: 2,
    name: 'Transferência bancária',
    type: 'BANK',
    minAmount: 50,
    maxAmount: 50000,
    presetAmounts: [100, 500, 1000],
    feeRate: 1.5,
    iconUrl: '',
    instructions: '',
  },
  {
    id: 3,
    name: 'USDT (TRC20)',
    type: 'USDT',
    minAmount: 10,
    maxAmount: 100000,
    presetAmounts: [],
    feeRate: 0,
    iconUrl: '',
    instructions: '',
  },
];

type Status = 'PENDING' | 'PAID' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
const order = (orderId: string, status: Status, minutesAgo = 0, amount = 200) => ({
  orderId,
  channelId: 1,
  channelName: 'PIX',
  amount,
  status,
  payTo: { label: 'Chave PIX', value: 'pagamentos@verde.example', holder: 'Verde Pagamentos LTDA' },
  payUrl: status === 'PENDING' ? `/sim/pay/${orderId}` : '',
  createdAt: T0 - minutesAgo * 60_000,
  expiresAt: T0 - minutesAgo * 60_000 + 30 * 60_000,
});
const orders = [
  order('D3', 'PENDING', 5),
  order('D2', 'SUCCESS', 60 * 24, 500),
  order('D1', 'FAILED', 60 * 48, 50),
  order('D0', 'CANCELLED', 60 * 72, 1000),
];
const page = (content: ReturnType<typeof order>[]) => ({
  content,
  pageNum: 1,
  totalPages: 1,
  totalElements: content.length,
});

const params = (path: string, handlers: Handlers = {}) => ({
  app: {
    path,
    user: 'member' as const,
    handlers: { depositChannels: channels, depositOrders: () => page(orders), ...handlers },
  },
});
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const loadedApp = (loaded: Record<string, unknown>) => loaded.app as AppStoryLoaded;

/**
 * Freezes the order screen's countdown at 12:26 left: the tracker's clock stops ticking, so the
 * picture is the same on every run.
 */
function freezeCountdown(loaded: Record<string, unknown>) {
  const tracker = loadedApp(loaded).store.features.wallet.order;
  tracker.stop();
  runInAction(() => {
    tracker.offset = 0;
    tracker.now = (tracker.order?.expiresAt ?? 0) - (12 * 60 + 26) * 1000;
  });
}

/** A pending order made five minutes ago by the device's clock (the order screen counts from it). */
const pendingNow = () => {
  const createdAt = Date.now() - 5 * 60_000;
  return { ...order('D3', 'PENDING'), createdAt, expiresAt: createdAt + 30 * 60_000 };
};

/** The form, base layout: channels with limits and fee, the amount with presets, the summary. */
export const Form: Story = {
  parameters: params('/m/voucherCenter'),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(await b.findByRole('radio', { name: 'PIX' })).toBeChecked();
    await userEvent.click(b.getByRole('button', { name: /100\.00/ }));
    await expect(b.getByRole('textbox', { name: /Valor/ })).toHaveValue('100');
  },
};

/** verde's new layout (dep_func '1'): the amount, presets and summary on a raised card. */
export const FormNewLayout: Story = {
  globals: { merchant: 'verde' },
  parameters: { ...params('/m/voucherCenter'), screenshot: { merchants: ['verde'] } },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await b.findByRole('radio', { name: 'PIX' });
    await expect(canvasElement.ownerDocument.querySelector('[data-layout="new"]')).not.toBeNull();
  },
};

/** The form at 320 px, with a channel that charges a fee chosen and an amount typed. */
export const FormNarrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: params('/m/voucherCenter'),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('radio', { name: /Transferência bancária/ }));
    await userEvent.type(b.getByRole('textbox', { name: /Valor/ }), '1000');
    await expect(b.getByText(/15\.00/)).toBeVisible();
  },
};

/** An amount under the channel's minimum is refused at the field as it is typed. */
export const AmountTooLow: Story = {
  parameters: params('/m/voucherCenter'),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.type(await b.findByRole('textbox', { name: /Valor/ }), '5');
    await expect(b.getByRole('textbox', { name: /Valor/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The platform did not answer: the amount stays and the player is told a retry is safe. */
export const CreateFailed: Story = {
  parameters: params('/m/voucherCenter', {
    createDeposit: () => new FakeFailure(500, 'INTERNAL_ERROR'),
  }),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.type(await b.findByRole('textbox', { name: /Valor/ }), '200');
    await userEvent.click(b.getByRole('button', { name: 'Depositar' }));
    await expect(await b.findByRole('alert')).toBeVisible();
    await expect(b.getByRole('textbox', { name: /Valor/ })).toHaveValue('200');
  },
};

/** The order being paid: amount, countdown, pay-to details with copy buttons and the QR code. */
export const Order: Story = {
  parameters: params('/m/voucherCenter?order=D3', { depositOrders: () => page([pendingNow()]) }),
  play: async ({ canvasElement, loaded }) => {
    const b = body(canvasElement);
    await b.findByRole('timer');
    freezeCountdown(loaded);
    await expect(await b.findByRole('img', { name: 'Código QR para pagar' })).toBeVisible();
    await expect(b.getByRole('timer')).toHaveTextContent('12:26');
  },
};

/** The order screen at 320 px. */
export const OrderNarrow: Story = {
  ...Order,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A paid order: success with the new balance. */
export const OrderSucceeded: Story = {
  parameters: params('/m/voucherCenter?order=D2'),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Depósito concluído')).toBeVisible();
  },
};

/** A failed order. */
export const OrderFailed: Story = {
  parameters: params('/m/voucherCenter?order=D1'),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('O depósito falhou')).toBeVisible();
  },
};

/** An order not paid in time. */
export const OrderExpired: Story = {
  parameters: params('/m/voucherCenter?order=D0'),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('O prazo de pagamento terminou')).toBeVisible();
  },
};

/** The history: newest first, status chips; the pending order is a link back to its screen. */
export const History: Story = {
  parameters: params('/m/voucherCenter?view=history'),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(await b.findByRole('link', { name: /Pendente/ })).toHaveAttribute(
      'href',
      '/m/voucherCenter?order=D3',
    );
    await expect(b.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  },
};

/** No deposit yet. */
export const HistoryEmpty: Story = {
  parameters: params('/m/voucherCenter?view=history', { depositOrders: () => page([]) }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Ainda não fez depósitos.')).toBeVisible();
  },
};

/** The channels failed to load: the reason and a retry. */
export const ChannelsFailed: Story = {
  parameters: params('/m/voucherCenter', {
    depositChannels: () => new FakeFailure(500, 'INTERNAL_ERROR'),
  }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
