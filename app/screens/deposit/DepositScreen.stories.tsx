// The deposit screen in each state, screenshotted in every merchant's theme at 390 px (and 320 px
// where the layout is tight): the form in the base layout and the new one (dep_func '1': the
// merchant's template changes the form only), an amount under the minimum, a creation that failed,
// the channels loading, failing and offline, the order being paid (pay-to details, QR, countdown),
// its end states, the history (its details, a pending order's way back to its payment, the next
// page as the player scrolls, empty, offline) and a trial account refused.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { appLoader, withAppShell } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';
import { walletFeature } from '../../stores/wallet';
import {
  body,
  loadedApp,
  MINUTE,
  never,
  newLayout,
  pageOf,
  playHistoryOffline,
  playTrialRefused,
  T0,
} from '../wallet/storyFixtures';

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
const order = (orderId: string, status: Status, minutesAgo = 0, amount = 200, channel = 'PIX') => ({
  orderId,
  channelId: 1,
  channelName: channel,
  amount,
  status,
  payTo: { label: 'Chave PIX', value: 'pagamentos@verde.example', holder: 'Verde Pagamentos LTDA' },
  payUrl: status === 'PENDING' ? `/sim/pay/${orderId}` : '',
  createdAt: T0 - minutesAgo * MINUTE,
  expiresAt: T0 - minutesAgo * MINUTE + 30 * MINUTE,
});
const orders = [
  order('D3', 'PENDING', 5),
  order('D2', 'SUCCESS', 60 * 24, 500, 'Transferência bancária'),
  order('D1', 'FAILED', 60 * 48, 50),
  order('D0', 'CANCELLED', 60 * 72, 1000, 'USDT (TRC20)'),
];
const page = (content: ReturnType<typeof order>[]) => pageOf(content);
/** 45 orders over two weeks: three pages of 20. */
const manyOrders = Array.from({ length: 45 }, (_, i) =>
  order(
    `D${900 - i}`,
    i === 0 ? 'PENDING' : i % 9 === 4 ? 'FAILED' : 'SUCCESS',
    5 + i * 7 * 60,
    100 + i * 10,
  ),
);

const params = (path: string, handlers: Handlers = {}, user: 'member' | 'trial' = 'member') => ({
  app: {
    path,
    user,
    // A fixed clock: the countdown and the order's phase are the same on every run.
    now: () => T0,
    handlers: { depositChannels: channels, depositOrders: () => page(orders), ...handlers },
  },
});
/** The same, in the new layout of the merchant's template (dep_func '1'). */
const paramsNew = (path: string, handlers: Handlers = {}) => params(path, { ...newLayout, ...handlers });

/** A pending order with 12:26 left on the stories' fixed clock (the order screen counts from it). */
const pendingNow = () => {
  const createdAt = T0 - 30 * MINUTE + (12 * 60 + 26) * 1000;
  return { ...order('D3', 'PENDING'), createdAt, expiresAt: createdAt + 30 * MINUTE };
};

/** The form, base layout: channels with limits and fee, the amount with presets, the summary. */
export const Form: Story = {
  parameters: params('/m/voucherCenter'),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(await b.findByRole('radio', { name: 'PIX' }, { timeout: 5000 })).toBeChecked();
    await userEvent.click(b.getByRole('button', { name: /100\.00/ }));
    await expect(b.getByRole('textbox', { name: /Valor/ })).toHaveValue('100');
  },
};

/** The new layout (dep_func '1'): the amount, presets in three columns and summary on a raised card. */
export const FormNewLayout: Story = {
  parameters: paramsNew('/m/voucherCenter'),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await b.findByRole('radio', { name: 'PIX' }, { timeout: 5000 });
    await expect(canvasElement.ownerDocument.querySelector('[data-layout="new"]')).not.toBeNull();
    await userEvent.click(b.getByRole('button', { name: /100\.00/ }));
    await expect(b.getByRole('textbox', { name: /Valor/ })).toHaveValue('100');
  },
};

/** The new layout at 320 px, with the fee of a bank transfer. */
export const FormNewLayoutNarrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: paramsNew('/m/voucherCenter'),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('radio', { name: /Transferência bancária/ }));
    await userEvent.type(b.getByRole('textbox', { name: /Valor/ }), '1000');
    await expect(b.getByText(/15\.00/)).toBeVisible();
    await expect(canvasElement.ownerDocument.querySelector('[data-layout="new"]')).not.toBeNull();
  },
};

/** The channels on their way: the page's skeleton. */
export const Loading: Story = {
  parameters: params('/m/voucherCenter', { depositChannels: never }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('status')).toBeVisible();
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

/** The same in the new layout. */
export const AmountTooLowNewLayout: Story = { ...AmountTooLow, parameters: paramsNew('/m/voucherCenter') };

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

/** The same in the new layout. */
export const CreateFailedNewLayout: Story = {
  ...CreateFailed,
  parameters: paramsNew('/m/voucherCenter', {
    createDeposit: () => new FakeFailure(500, 'INTERNAL_ERROR'),
  }),
};

/** The order being paid: amount, countdown, pay-to details with copy buttons and the QR code. */
export const Order: Story = {
  parameters: params('/m/voucherCenter?order=D3', { depositOrders: () => page([pendingNow()]) }),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await b.findByRole('timer');
    await expect(await b.findByRole('img', { name: 'Código QR para pagar' })).toBeVisible();
    await expect(b.getByRole('timer')).toHaveTextContent('12:26');
  },
};

let orderReads = 0;
/** A status refresh failed (the platform out of reach): the screen says so and keeps counting. */
export const OrderRefreshFailed: Story = {
  loaders: [
    () => {
      orderReads = 0;
    },
  ],
  parameters: params('/m/voucherCenter?order=D3', {
    depositOrders: () => (++orderReads === 1 ? page([pendingNow()]) : new FakeFailure(502, 'HTTP_ERROR')),
  }),
  play: async ({ canvasElement, loaded }) => {
    const b = body(canvasElement);
    await b.findByRole('timer');
    await loadedApp(loaded).store.use(walletFeature).order.refresh();
    await expect(
      await b.findByText('Sem ligação à plataforma: o estado será atualizado quando voltar.'),
    ).toBeVisible();
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

/** An order the provider cancelled before its time ran out. */
export const OrderCancelled: Story = {
  parameters: params('/m/voucherCenter?order=D4', {
    depositOrders: () => {
      const createdAt = T0 - 5 * MINUTE;
      return page([{ ...order('D4', 'CANCELLED'), createdAt, expiresAt: createdAt + 30 * MINUTE }]);
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Depósito cancelado')).toBeVisible();
  },
};

/** An order not paid in time. */
export const OrderExpired: Story = {
  parameters: params('/m/voucherCenter?order=D0'),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('O prazo de pagamento terminou')).toBeVisible();
  },
};

/** The history: newest first, each order's channel, time and status chip. */
export const History: Story = {
  parameters: params('/m/voucherCenter?view=history'),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    const rows = await b.findAllByTestId('order-row');
    await expect(rows.map((r) => r.dataset.status)).toEqual(['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED']);
    await expect(rows[0]).toHaveTextContent('PIX');
  },
};

/** The history at 320 px. */
export const HistoryNarrow: Story = {
  ...History,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A finished order's details: amount, status, date, channel and its number to quote. */
export const HistoryDetails: Story = {
  parameters: params('/m/voucherCenter?view=history'),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click((await b.findAllByTestId('order-row'))[1]!);
    const details = await b.findByTestId('order-details');
    await expect(details).toHaveTextContent('Transferência bancária');
    await expect(details).toHaveTextContent('Concluído');
    await expect(b.getByRole('button', { name: 'Copiar N.º do pedido' })).toBeVisible();
    await expect(b.queryByRole('link', { name: 'Continuar o pagamento' })).toBeNull();
  },
};

/** A pending order's details say until when it can be paid and lead back to its payment. */
export const HistoryPendingDetails: Story = {
  parameters: params('/m/voucherCenter?view=history'),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click((await b.findAllByTestId('order-row'))[0]!);
    await expect(await b.findByText('Pagar até')).toBeVisible();
    await expect(b.getByRole('link', { name: 'Continuar o pagamento' })).toHaveAttribute(
      'href',
      '/m/voucherCenter?order=D3',
    );
  },
};

/** Scrolling to the end of the first page loads the next one (infinite scroll). */
export const HistoryNextPage: Story = {
  parameters: {
    ...params('/m/voucherCenter?view=history', {
      depositOrders: ({ pageNo }) => pageOf(manyOrders, Number(pageNo ?? 1)),
    }),
    screenshot: false,
  },
  play: async ({ canvasElement, loaded }) => {
    const b = body(canvasElement);
    await b.findAllByTestId('order-row');
    const history = loadedApp(loaded).store.use(walletFeature).deposits;
    await expect(history.rows).toHaveLength(20);
    window.scrollTo(0, canvasElement.ownerDocument.body.scrollHeight);
    await waitFor(() => expect(history.rows.length).toBe(40), { timeout: 5000 });
    await expect(history.hasMore).toBe(true);
  },
};

/** The history failed to load while the device is offline: it says so, with a retry. */
export const HistoryOffline: Story = {
  parameters: params('/m/voucherCenter?view=history', {
    depositOrders: () => new FakeFailure(502, 'HTTP_ERROR'),
  }),
  play: playHistoryOffline,
};

/** No deposit yet. */
export const HistoryEmpty: Story = {
  parameters: params('/m/voucherCenter?view=history', { depositOrders: () => page([]) }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Ainda não fez depósitos.')).toBeVisible();
  },
};

/** A trial account is refused before any deposit call (free_reject). */
export const TrialRefused: Story = {
  parameters: params('/m/voucherCenter', {}, 'trial'),
  play: playTrialRefused('depositChannels'),
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
