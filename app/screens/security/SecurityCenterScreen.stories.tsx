// The security center in each state, in every merchant (toolbar; screenshots in all three): the
// overview at 390 and 320 px (medium level), everything set (high), first steps (low, no card, no
// payment password), each sheet with a refusal at its field (payment password, mobile number at
// 390 and 320 px, e-mail, real name), adding a card, the confirmations before removing a card and
// signing out other sessions, the sections failing on their own, and the page failing to load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Value } from '../../testing/fixtures';
import { loginHistoryFixture } from '../../testing/fixtures';
import { appLoader, withAppShell } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';

function SecurityCenter() {
  return null;
}

const meta = {
  title: 'Screens/Member/Security center',
  component: SecurityCenter,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof SecurityCenter>;
export default meta;
type Story = StoryObj<typeof meta>;

const KEYS = ['loginPassword', 'paymentPassword', 'mobile', 'email', 'realName', 'bankCard'] as const;
const DISPLAY: Record<(typeof KEYS)[number], string> = {
  loginPassword: '',
  paymentPassword: '',
  mobile: '+351 *****5601',
  email: 'ma***@mail.example',
  realName: 'M***',
  bankCard: '1',
};

/** The platform's list with the given items not set. */
const overview = (...unset: (typeof KEYS)[number][]): Value<'securityCenter'> => {
  const items = KEYS.map((key) => {
    const set = !unset.includes(key);
    return { key, set, display: set ? DISPLAY[key] : '' };
  });
  return { score: Math.round((items.filter((i) => i.set).length / items.length) * 100), items };
};

const { logins } = loginHistoryFixture();

const card = (id: number, number: string, isDefault: boolean) => ({
  id,
  bankCode: 'ICBC',
  bankName: 'ICBC',
  accountName: 'Maria Silva',
  accountNumber: `**** ${number}`,
  isDefault,
});

const banks: Handlers['banks'] = () => [
  { code: 'ICBC', name: 'ICBC' },
  { code: 'BOC', name: 'Bank of China' },
];

const params = (handlers: Handlers = {}) => ({
  app: {
    path: '/m/securityCenter',
    user: 'member' as const,
    handlers: {
      securityCenter: () => overview('email', 'realName'),
      loginHistory: () => ({ logins }),
      bankCards: () => [card(7, '1234', true)],
      banks,
      ...handlers,
    },
  },
});
const narrow = { viewport: { value: 'mobile1', isRotated: false } };
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The page once its list has loaded (the screen's chunk and first answers may take a while). */
async function page(canvasElement: HTMLElement) {
  const b = body(canvasElement);
  await b.findByTestId('security-center', {}, { timeout: 10_000 });
  return b;
}

/** Medium: two items to do, the next one first; a card; sign-ins from this and other devices. */
export const Overview: Story = {
  parameters: params(),
  play: async ({ canvasElement }) => {
    const b = await page(canvasElement);
    await expect(await b.findByRole('heading', { name: 'Segurança média' })).toBeVisible();
    await expect(b.getByText('4 de 6 proteções ativas.')).toBeVisible();
    await expect(b.getByText('Associe um e-mail para receber avisos de segurança.')).toBeVisible();
    await expect(await b.findByText('Chrome em Android')).toBeVisible();
    await expect(b.getByText('Este dispositivo')).toBeVisible();
    await expect(b.getByText('Dispositivo desconhecido')).toBeVisible();
    await expect(b.getByRole('button', { name: 'Remover ICBC **** 1234' })).toBeVisible();
  },
};

/** The overview at 320 px. */
export const OverviewNarrow: Story = {
  ...Overview,
  globals: narrow,
};

/** High: everything set, two cards, nothing to do next. */
export const AllSet: Story = {
  parameters: params({
    securityCenter: () => overview(),
    bankCards: () => [card(7, '1234', true), card(8, '9876', false)],
  }),
  play: async ({ canvasElement }) => {
    const b = await page(canvasElement);
    await expect(await b.findByRole('heading', { name: 'Segurança alta' })).toBeVisible();
    await expect(b.queryByRole('button', { name: 'Configurar agora' })).toBeNull();
    await expect(await b.findByText('ICBC **** 9876')).toBeVisible();
  },
};

/** Low: no payment password, e-mail, real name or card; a card needs the payment password first. */
export const FirstSteps: Story = {
  parameters: params({
    securityCenter: () => overview('paymentPassword', 'email', 'realName', 'bankCard'),
    bankCards: () => [],
    loginHistory: () => ({ logins: logins.slice(0, 1) }),
  }),
  play: async ({ canvasElement }) => {
    const b = await page(canvasElement);
    await expect(await b.findByRole('heading', { name: 'Segurança baixa' })).toBeVisible();
    await expect(
      b.getByText('Defina uma palavra-passe de pagamento para proteger os seus levantamentos.'),
    ).toBeVisible();
    await expect(await b.findByText('Ainda não tem contas bancárias.')).toBeVisible();
    await expect(
      b.getByText('Para adicionar uma conta bancária, defina primeiro a palavra-passe de pagamento.'),
    ).toBeVisible();
  },
};

const wrongOldPin = {
  setPaymentPassword: () =>
    new FakeFailure(400, 'PAYMENT_PASSWORD_INVALID', 'err_payment_password', {
      fields: { oldPassword: 'err_payment_password' },
    }),
};

/** Changing the payment password: a wrong old one is refused at its field; every PIN typed stays. */
export const ChangePaymentPassword: Story = {
  parameters: params(wrongOldPin),
  play: async ({ canvasElement }) => {
    const b = await page(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: /Palavra-passe de pagamento/ }));
    const sheet = await b.findByRole('dialog', { name: 'Alterar palavra-passe de pagamento' });
    const s = within(sheet);
    await userEvent.type(s.getByLabelText('Palavra-passe de pagamento atual (6 dígitos)'), '000000');
    await userEvent.type(s.getByLabelText('Nova palavra-passe de pagamento (6 dígitos)'), '246810');
    await userEvent.type(s.getByLabelText('Repita a nova palavra-passe de pagamento'), '246810');
    await userEvent.click(s.getByRole('button', { name: 'Guardar' }));
    const old = s.getByLabelText('Palavra-passe de pagamento atual (6 dígitos)');
    await expect(await s.findByText('A palavra-passe de pagamento atual está incorreta.')).toBeVisible();
    await expect(old).toHaveAttribute('aria-invalid', 'true');
    await expect(old).toHaveValue('000000');
    await expect(s.getByLabelText('Nova palavra-passe de pagamento (6 dígitos)')).toHaveValue('246810');
  },
};

/** The same at 320 px. */
export const ChangePaymentPasswordNarrow: Story = {
  ...ChangePaymentPassword,
  globals: narrow,
};

/** Changing a bound number asks for the login password too; a wrong one is refused at its field. */
export const ChangeMobile: Story = {
  parameters: params({
    bindMobile: () =>
      new FakeFailure(400, 'PASSWORD_INCORRECT', 'err_invalid_credentials', {
        fields: { password: 'err_invalid_credentials' },
      }),
  }),
  play: async ({ canvasElement }) => {
    const b = await page(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: /Número de telemóvel/ }));
    const sheet = await b.findByRole('dialog', { name: 'Alterar número de telemóvel' });
    const s = within(sheet);
    await userEvent.type(s.getByLabelText('Número de telemóvel'), '912345699');
    await userEvent.type(s.getByLabelText('Código SMS'), '123456');
    await userEvent.type(s.getByLabelText('Palavra-passe de início de sessão'), 'demo9999');
    await userEvent.click(s.getByRole('button', { name: 'Guardar' }));
    await expect(await s.findByText('A palavra-passe de início de sessão está incorreta.')).toBeVisible();
    await expect(s.getByLabelText('Número de telemóvel')).toHaveValue('912345699');
    await expect(s.getByLabelText('Código SMS')).toHaveValue('123456');
  },
};

/** The same at 320 px. */
export const ChangeMobileNarrow: Story = {
  ...ChangeMobile,
  globals: narrow,
};

/** Binding a first e-mail: the address is checked before a code is asked for. */
export const BindEmail: Story = {
  parameters: params(),
  play: async ({ canvasElement }) => {
    const b = await page(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: /^E-mail/ }));
    const sheet = await b.findByRole('dialog', { name: 'Associar e-mail' });
    const s = within(sheet);
    await expect(s.queryByLabelText('Palavra-passe de início de sessão')).toBeNull();
    await userEvent.type(s.getByLabelText('E-mail'), 'maria@');
    await userEvent.click(s.getByRole('button', { name: 'Obter código' }));
    await expect(await s.findByText('O formato do e-mail não está correto.')).toBeVisible();
    await expect(s.getByLabelText('E-mail')).toHaveValue('maria@');
  },
};

/** The real name, once: a name that breaks the merchant's rule is refused before it is sent. */
export const RealName: Story = {
  parameters: params(),
  play: async ({ canvasElement, loaded }) => {
    const b = await page(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: /Nome real/ }));
    const sheet = await b.findByRole('dialog', { name: 'Indicar nome real' });
    const s = within(sheet);
    await userEvent.type(s.getByLabelText('Nome completo'), 'R2-D2');
    await userEvent.click(s.getByRole('button', { name: 'Guardar' }));
    await expect(s.getByLabelText('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    const app = loaded.app as { platform: { callsTo: (n: string) => unknown[] } };
    await expect(app.platform.callsTo('updateProfile')).toHaveLength(0);
  },
};

/** Adding a card: the withdraw page's section in a sheet. */
export const AddCard: Story = {
  parameters: params(),
  play: async ({ canvasElement }) => {
    const b = await page(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: 'Adicionar conta bancária' }));
    const sheet = await b.findByRole('dialog', { name: 'Adicionar conta bancária' });
    await expect(await within(sheet).findByRole('radio', { name: 'ICBC' })).toBeChecked();
  },
};

/** Removing a card asks first, naming it. */
export const RemoveCardAsks: Story = {
  parameters: params(),
  play: async ({ canvasElement, loaded }) => {
    const b = await page(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: 'Remover ICBC **** 1234' }));
    const question = await b.findByRole('alertdialog', { name: 'Remover esta conta bancária?' });
    await expect(question).toHaveTextContent('A conta ICBC **** 1234 deixa de poder receber levantamentos.');
    const app = loaded.app as { platform: { callsTo: (n: string) => unknown[] } };
    await expect(app.platform.callsTo('removeBankCard')).toHaveLength(0);
  },
};

/** 'Sign out other sessions' asks first. */
export const SignOutOthersAsks: Story = {
  parameters: params(),
  play: async ({ canvasElement, loaded }) => {
    const b = await page(canvasElement);
    await userEvent.click(await b.findByRole('button', { name: 'Terminar as outras sessões' }));
    const question = await b.findByRole('alertdialog', { name: 'Terminar as outras sessões?' });
    await expect(within(question).getByRole('button', { name: 'Terminar' })).toBeVisible();
    const app = loaded.app as { platform: { callsTo: (n: string) => unknown[] } };
    await expect(app.platform.callsTo('signOutOthers')).toHaveLength(0);
  },
};

/** The cards and the sign-ins fail on their own; the rest of the page works. */
export const SectionsFailed: Story = {
  parameters: params({
    bankCards: () => new FakeFailure(500, 'INTERNAL_ERROR'),
    loginHistory: () => new FakeFailure(500, 'INTERNAL_ERROR'),
  }),
  play: async ({ canvasElement }) => {
    const b = await page(canvasElement);
    await expect(await b.findByText('Não foi possível carregar as contas bancárias.')).toBeVisible();
    await expect(await b.findByText('Não foi possível carregar os inícios de sessão.')).toBeVisible();
    await expect(b.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(2);
  },
};

/** The list failed to load: the reason and a retry. */
export const LoadFailed: Story = {
  parameters: params({ securityCenter: () => new FakeFailure(500, 'INTERNAL_ERROR') }),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(
      await b.findByText('Não foi possível carregar o centro de segurança.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(b.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
