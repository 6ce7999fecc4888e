// The withdraw screen in each state, in every merchant (toolbar; screenshots in all three): the
// first step for a member without a payment password, adding a first card, the form at 390 and
// 320 px, a wrong payment password refused at its field with the amount kept, a withdrawal sent,
// no withdrawal left today, and the details failing to load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appLoader, withAppShell } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';

function Withdraw() {
  return null;
}

const meta = {
  title: 'Screens/Wallet/Withdraw',
  component: Withdraw,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof Withdraw>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = {
  id: 7,
  bankCode: 'ICBC',
  bankName: 'ICBC',
  accountName: 'Maria Silva',
  accountNumber: '**** 1234',
  isDefault: true,
};
const info = (over: Record<string, unknown> = {}) => ({
  balance: 1234.56,
  withdrawable: 1234.56,
  minAmount: 100,
  maxAmount: 50000,
  dailyCountLeft: 3,
  feeRate: 1,
  hasPaymentPassword: true,
  bankCards: [card],
  ...over,
});
const banks: Handlers['banks'] = () => [
  { code: 'ICBC', name: 'ICBC' },
  { code: 'BOC', name: 'Bank of China' },
];

const params = (handlers: Handlers) => ({
  app: { path: '/m/withdraw', user: 'member' as const, handlers: { banks, ...handlers } },
});
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** No payment password yet: the page asks for one first. */
export const SetPaymentPassword: Story = {
  parameters: params({ withdrawInfo: () => info({ hasPaymentPassword: false, bankCards: [] }) }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Defina a palavra-passe de pagamento')).toBeVisible();
  },
};

/** A password but no card: the first card is added here. */
export const AddFirstCard: Story = {
  parameters: params({ withdrawInfo: () => info({ bankCards: [] }) }),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(await b.findByText('Adicione uma conta bancária')).toBeVisible();
    await b.findByRole('radio', { name: 'ICBC' });
  },
};

/** The form with an amount typed: fee and total debited. */
export const Form: Story = {
  parameters: params({ withdrawInfo: () => info() }),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.type(await b.findByLabelText('Valor a levantar'), '500');
    await expect(b.getByText(/505\.00/)).toBeVisible();
  },
};

/** The form at 320 px, filled with 'all'. */
export const FormNarrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: params({ withdrawInfo: () => info() }),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: 'Tudo' }));
    await expect(b.getByLabelText('Valor a levantar')).toHaveValue('1222.33');
  },
};

/** A wrong payment password: refused at its field; the amount stays, the password does not. */
export const WrongPassword: Story = {
  parameters: params({
    withdrawInfo: () => info(),
    withdraw: () =>
      new FakeFailure(400, 'PAYMENT_PASSWORD_INVALID', 'err_payment_password', {
        fields: { paymentPassword: 'err_payment_password' },
      }),
  }),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.type(await b.findByLabelText('Valor a levantar'), '200');
    await userEvent.type(b.getByLabelText('Palavra-passe de pagamento (6 dígitos)'), '000000');
    await userEvent.click(b.getByRole('button', { name: 'Levantar' }));
    const password = b.getByLabelText('Palavra-passe de pagamento (6 dígitos)');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveValue('');
    await expect(b.getByLabelText('Valor a levantar')).toHaveValue('200');
  },
};

/** A withdrawal sent: its confirmation with the new balance. */
export const Sent: Story = {
  parameters: params({
    withdrawInfo: () => info(),
    withdraw: () => ({
      orderId: 'W1',
      amount: 200,
      fee: 2,
      status: 'PENDING' as const,
      bankCardId: 7,
      createdAt: Date.UTC(2026, 2, 14),
      balance: 1032.56,
    }),
  }),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.type(await b.findByLabelText('Valor a levantar'), '200');
    await userEvent.type(b.getByLabelText('Palavra-passe de pagamento (6 dígitos)'), '123456');
    await userEvent.click(b.getByRole('button', { name: 'Levantar' }));
    await expect(await b.findByText('Pedido de levantamento enviado')).toBeVisible();
  },
};

/** No withdrawal left today: the button is off. */
export const NoneLeftToday: Story = {
  parameters: params({ withdrawInfo: () => info({ dailyCountLeft: 0 }) }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('button', { name: 'Levantar' })).toBeDisabled();
  },
};

/** The details failed to load: the reason and a retry. */
export const LoadFailed: Story = {
  parameters: params({ withdrawInfo: () => new FakeFailure(500, 'INTERNAL_ERROR') }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
