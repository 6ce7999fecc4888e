// The withdraw screen in each state, screenshotted in every merchant's theme at 390 px (and 320 px
// where the layout is tight), in the base layout and the new one (dep_func '1', which the withdraw
// screen follows): loading, the first step for a member without a payment password, adding a first
// card, the form, a withdrawal sent, no withdrawal left today, the details failing to load; every
// refusal the platform names, by its field with the amount kept (wrong password with the tries
// left, too many wrong ones, no payment password any more, balance, amount limits, today's count,
// a card refused as a duplicate or one too many, invalid data, no answer); the history (details,
// the next page, empty, offline) and a trial account refused.
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

type Status = 'PENDING' | 'PAID' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
const withdrawal = (orderId: string, status: Status, minutesAgo: number, amount: number) => ({
  orderId,
  amount,
  fee: Math.round(amount) / 100,
  status,
  bankCardId: 7,
  bankName: 'ICBC',
  accountNumber: '**** 1234',
  createdAt: T0 - minutesAgo * MINUTE,
  balance: 1234.56 - amount,
});
const withdrawals = [
  withdrawal('W4', 'PENDING', 10, 200),
  withdrawal('W3', 'SUCCESS', 60 * 26, 500),
  withdrawal('W2', 'FAILED', 60 * 50, 150),
  withdrawal('W1', 'CANCELLED', 60 * 74, 1000),
];
/** 30 withdrawals over a month: two pages of 20. */
const manyWithdrawals = Array.from({ length: 30 }, (_, i) =>
  withdrawal(`W${500 - i}`, i === 0 ? 'PENDING' : 'SUCCESS', 10 + i * 24 * 60, 100 + i * 5),
);

const params = (handlers: Handlers, path = '/m/withdraw', user: 'member' | 'trial' = 'member') => ({
  app: {
    path,
    user,
    handlers: {
      banks,
      withdrawInfo: () => info(),
      withdrawOrders: () => pageOf(withdrawals),
      ...handlers,
    },
  },
});
/** The same, in the new layout of the merchant's template (dep_func '1'). */
const paramsNew = (handlers: Handlers) => params({ ...newLayout, ...handlers });
const narrow = { viewport: { value: 'mobile1', isRotated: false } };

const AMOUNT = 'Valor a levantar';
const PASSWORD = 'Palavra-passe de pagamento (6 dígitos)';

/** Types an amount and the payment password and sends the withdrawal. */
async function withdraw(canvasElement: HTMLElement, amount: string, password = '123456') {
  const b = body(canvasElement);
  await userEvent.type(await b.findByLabelText(AMOUNT), amount);
  await userEvent.type(b.getByLabelText(PASSWORD), password);
  await userEvent.click(b.getByRole('button', { name: 'Levantar' }));
  return b;
}

/** A refusal story: the platform answers `failure`; it shows at `field` and the amount stays. */
function refusal(failure: FakeFailure, field: 'amount' | 'password' | 'form', text: string | RegExp): Story {
  return {
    parameters: params({ withdraw: () => failure }),
    play: async ({ canvasElement }) => {
      const b = await withdraw(canvasElement, '200');
      const message = await b.findByText(text);
      await expect(message).toBeVisible();
      if (field === 'amount') await expect(b.getByLabelText(AMOUNT)).toHaveAttribute('aria-invalid', 'true');
      if (field === 'password')
        await expect(b.getByLabelText(PASSWORD)).toHaveAttribute('aria-invalid', 'true');
      if (field === 'form') await expect(b.getByRole('alert')).toHaveTextContent(text);
      await expect(b.getByLabelText(AMOUNT)).toHaveValue('200');
      await expect(b.getByLabelText(PASSWORD)).toHaveValue('');
    },
  };
}

/** The withdraw data on its way: the page's skeleton. */
export const Loading: Story = {
  parameters: params({ withdrawInfo: never }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** No payment password yet: the page asks for one first. */
export const SetPaymentPassword: Story = {
  parameters: params({ withdrawInfo: () => info({ hasPaymentPassword: false, bankCards: [] }) }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Defina a palavra-passe de pagamento')).toBeVisible();
  },
};

export const SetPaymentPasswordNewLayout: Story = {
  ...SetPaymentPassword,
  parameters: paramsNew({ withdrawInfo: () => info({ hasPaymentPassword: false, bankCards: [] }) }),
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

export const AddFirstCardNewLayout: Story = {
  ...AddFirstCard,
  parameters: paramsNew({ withdrawInfo: () => info({ bankCards: [] }) }),
};

/** The form with an amount typed: fee and total debited. */
export const Form: Story = {
  parameters: params({}),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.type(await b.findByLabelText(AMOUNT), '500');
    await expect(b.getByText(/505\.00/)).toBeVisible();
  },
};

/** The new layout: the balance on an accent card, the amount, then the card and password, on raised cards. */
export const FormNewLayout: Story = {
  ...Form,
  parameters: paramsNew({}),
  play: async (context) => {
    await Form.play!(context);
    await expect(context.canvasElement.ownerDocument.querySelector('[data-layout="new"]')).not.toBeNull();
  },
};

/** The form at 320 px, filled with 'all'. */
export const FormNarrow: Story = {
  globals: narrow,
  parameters: params({}),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: 'Tudo' }));
    await expect(b.getByLabelText(AMOUNT)).toHaveValue('1222.33');
  },
};

export const FormNewLayoutNarrow: Story = { ...FormNarrow, parameters: paramsNew({}) };

const sent: Handlers['withdraw'] = () => ({ ...withdrawal('W5', 'PENDING', 0, 200), balance: 1032.56 });

/** A withdrawal sent: its confirmation with the new balance and a way to its record. */
export const Sent: Story = {
  parameters: params({ withdraw: sent }),
  play: async ({ canvasElement }) => {
    const b = await withdraw(canvasElement, '200');
    await expect(await b.findByText('Pedido de levantamento enviado')).toBeVisible();
    await expect(b.getByRole('link', { name: 'Ver no histórico' })).toHaveAttribute(
      'href',
      '/m/withdraw?view=history',
    );
  },
};

export const SentNewLayout: Story = { ...Sent, parameters: paramsNew({ withdraw: sent }) };

/** No withdrawal left today: the button is off. */
export const NoneLeftToday: Story = {
  parameters: params({ withdrawInfo: () => info({ dailyCountLeft: 0 }) }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('button', { name: 'Levantar' })).toBeDisabled();
  },
};

export const NoneLeftTodayNewLayout: Story = {
  ...NoneLeftToday,
  parameters: paramsNew({ withdrawInfo: () => info({ dailyCountLeft: 0 }) }),
};

/** A wrong payment password: refused at its field with the tries left; the amount stays, the password does not. */
export const WrongPassword = refusal(
  new FakeFailure(400, 'PAYMENT_PASSWORD_INVALID', 'err_payment_password', {
    fields: { paymentPassword: 'err_payment_password' },
    attemptsLeft: 3,
  }),
  'password',
  'Palavra-passe de pagamento incorreta. Restam 3 tentativas.',
);

export const WrongPasswordNewLayout: Story = {
  ...WrongPassword,
  parameters: paramsNew({
    withdraw: () =>
      new FakeFailure(400, 'PAYMENT_PASSWORD_INVALID', 'err_payment_password', {
        fields: { paymentPassword: 'err_payment_password' },
        attemptsLeft: 3,
      }),
  }),
};

/** Too many wrong payment passwords: the platform refuses every try for a while, and the screen says how long. */
export const TooManyWrongPasswords = refusal(
  new FakeFailure(429, 'RATE_LIMITED', 'err_rate_limited', { retryAfter: 3540 }),
  'password',
  'Demasiadas palavras-passe de pagamento erradas. Tente de novo dentro de 59 minutos.',
);

/** Not enough balance on the platform (it moved since the page loaded): at the amount. */
export const InsufficientBalance = refusal(
  new FakeFailure(400, 'INSUFFICIENT_BALANCE', 'err_insufficient_balance'),
  'amount',
  'Saldo insuficiente.',
);

/** The amount outside the platform's limits (they moved since the page loaded): at the amount. */
export const AmountOutOfRange = refusal(
  new FakeFailure(400, 'AMOUNT_OUT_OF_RANGE', 'err_amount_range', {
    min: 300,
    max: 50000,
    fields: { amount: 'err_amount_range' },
  }),
  'amount',
  'O valor está fora dos limites permitidos.',
);

/** Today's withdrawals used up on the platform: for the whole form. */
export const DailyLimitReached = refusal(
  new FakeFailure(403, 'NO_PERMISSION', 'err_withdraw_limit', { dailyCount: 3 }),
  'form',
  'Atingiu o número de levantamentos de hoje.',
);

/** Data the platform refused: for the whole form. */
export const InvalidData = refusal(
  new FakeFailure(400, 'VALIDATION_ERROR', 'err_invalid_format'),
  'form',
  'O formato dos dados não está correto.',
);

/** A request the platform already had under another content (409): for the whole form. */
export const Conflict = refusal(
  new FakeFailure(409, 'CONFLICT', 'err_conflict'),
  'form',
  'Este pedido já foi enviado.',
);

/** No answer from the platform: trying again is safe (the same intent, one withdrawal). */
export const NoAnswer = refusal(
  new FakeFailure(504, 'HTTP_ERROR'),
  'form',
  'O pedido não teve resposta. Tente novamente: não será levantado duas vezes.',
);

/**
 * The payment password was removed on the platform (the merchant's support reset it): the page
 * says so and turns to the step that sets one, the amount kept for afterwards.
 */
let passwordRemoved = false;
export const PaymentPasswordRemoved: Story = {
  loaders: [
    () => {
      passwordRemoved = false;
    },
  ],
  parameters: params({
    withdrawInfo: () => info({ hasPaymentPassword: !passwordRemoved }),
    withdraw: () => {
      passwordRemoved = true;
      return new FakeFailure(409, 'PAYMENT_PASSWORD_NOT_SET', 'err_payment_password_not_set');
    },
  }),
  play: async ({ canvasElement, loaded }) => {
    const b = await withdraw(canvasElement, '200');
    await expect(await b.findByText('Defina primeiro uma palavra-passe de pagamento.')).toBeVisible();
    await expect(b.getByText('Defina a palavra-passe de pagamento')).toBeVisible();
    await expect(loadedApp(loaded).store.use(walletFeature).withdraw.amountText).toBe('200');
  },
};

const addCard = async (canvasElement: HTMLElement) => {
  const b = body(canvasElement);
  await userEvent.click(await b.findByRole('button', { name: 'Adicionar conta' }));
  await userEvent.type(await b.findByLabelText('Nome do titular'), 'Maria Silva');
  await userEvent.type(b.getByLabelText('Número da conta'), '6222020200001234');
  await userEvent.type(b.getByLabelText(PASSWORD), '123456');
  await userEvent.click(b.getByRole('button', { name: /^Adicionar$/ }));
  return b;
};

/** A card the member already has: refused at the account number with the platform's message, the rest kept. */
export const DuplicateCard: Story = {
  parameters: params({
    addBankCard: () =>
      new FakeFailure(409, 'CONFLICT', 'err_bank_card_exists', {
        fields: { accountNumber: 'err_bank_card_exists' },
      }),
  }),
  play: async ({ canvasElement }) => {
    const b = await addCard(canvasElement);
    await expect(await b.findByText('Esta conta bancária já está registada.')).toBeVisible();
    await expect(b.getByLabelText('Número da conta')).toHaveAttribute('aria-invalid', 'true');
    await expect(b.getByLabelText('Nome do titular')).toHaveValue('Maria Silva');
  },
};

/** One card too many: for the whole form. */
export const CardLimit: Story = {
  parameters: params({
    addBankCard: () => new FakeFailure(409, 'CONFLICT', 'err_bank_card_limit', { max: 5 }),
  }),
  play: async ({ canvasElement }) => {
    const b = await addCard(canvasElement);
    await expect(await b.findByRole('alert')).toHaveTextContent(
      'Já tem o número máximo de contas bancárias. Remova uma para adicionar outra.',
    );
  },
};

/** The details failed to load: the reason and a retry. */
export const LoadFailed: Story = {
  parameters: params({ withdrawInfo: () => new FakeFailure(500, 'INTERNAL_ERROR') }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** The history: newest first, the card each went to, time and status chip. */
export const History: Story = {
  parameters: params({}, '/m/withdraw?view=history'),
  play: async ({ canvasElement }) => {
    const rows = await body(canvasElement).findAllByTestId('order-row');
    await expect(rows.map((r) => r.dataset.status)).toEqual(['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED']);
    await expect(rows[0]).toHaveTextContent('ICBC **** 1234');
  },
};

export const HistoryNarrow: Story = { ...History, globals: narrow };

/** A withdrawal's details: fee, total debited, balance after it and what 'under review' means. */
export const HistoryDetails: Story = {
  parameters: params({}, '/m/withdraw?view=history'),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await userEvent.click((await b.findAllByTestId('order-row'))[0]!);
    const details = await b.findByTestId('order-details');
    await expect(details).toHaveTextContent('Total debitado');
    await expect(details).toHaveTextContent('Saldo após o levantamento');
    await expect(details).toHaveTextContent('Em análise');
    await expect(b.getByRole('button', { name: 'Copiar N.º do pedido' })).toBeVisible();
  },
};

/** Scrolling to the end of the first page loads the next one (infinite scroll). */
export const HistoryNextPage: Story = {
  parameters: {
    ...params(
      { withdrawOrders: ({ pageNo }) => pageOf(manyWithdrawals, Number(pageNo ?? 1)) },
      '/m/withdraw?view=history',
    ),
    screenshot: false,
  },
  play: async ({ canvasElement, loaded }) => {
    const b = body(canvasElement);
    await b.findAllByTestId('order-row');
    const history = loadedApp(loaded).store.use(walletFeature).withdrawals;
    await expect(history.rows).toHaveLength(20);
    window.scrollTo(0, canvasElement.ownerDocument.body.scrollHeight);
    await waitFor(() => expect(history.rows.length).toBe(30), { timeout: 5000 });
    await expect(await b.findByTestId('records-end')).toBeVisible();
  },
};

/** No withdrawal yet. */
export const HistoryEmpty: Story = {
  parameters: params({ withdrawOrders: () => pageOf([]) }, '/m/withdraw?view=history'),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Ainda não fez levantamentos.')).toBeVisible();
  },
};

/** The history failed to load while the device is offline: it says so, with a retry. */
export const HistoryOffline: Story = {
  parameters: params(
    { withdrawOrders: () => new FakeFailure(502, 'HTTP_ERROR') },
    '/m/withdraw?view=history',
  ),
  play: playHistoryOffline,
};

/** A trial account is refused before any withdraw call (free_reject). */
export const TrialRefused: Story = {
  parameters: params({}, '/m/withdraw', 'trial'),
  play: playTrialRefused('withdrawInfo'),
};
