// The agent contract screens in the app shell, in each merchant: pending salary contracts with
// their tiers (390 and 320 px), a dividend contract accepted and one rejected, no hourly contract,
// the confirmation before accepting, and the loading, error and offline states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withAppShell } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';
import { FIXED_NOW } from '../../testing/fixtures';
import type { AgentContract, ContractKind } from '../../stores/contracts';

function Contracts() {
  return null;
}

const DAY = 86_400_000;
const PATHS: Record<ContractKind, string> = {
  salary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourly: '/m/member/agent/getHourContract',
};

const storyContracts: AgentContract[] = [
  {
    id: 11,
    kind: 'salary',
    fromAgent: 'agente_rui',
    status: 'PENDING',
    tiers: [
      { threshold: 10000, rate: 0.5 },
      { threshold: 50000, rate: 0.8 },
      { threshold: 250000, rate: 1.25 },
    ],
    createdAt: FIXED_NOW - DAY,
  },
  {
    id: 12,
    kind: 'salary',
    fromAgent: 'super_agente_lisboa',
    status: 'PENDING',
    tiers: [{ threshold: 5000, rate: 0.3 }],
    createdAt: FIXED_NOW - 3 * DAY,
  },
  {
    id: 21,
    kind: 'dividend',
    fromAgent: 'agente_rui',
    status: 'ACCEPTED',
    tiers: [
      { threshold: 5000, rate: 10 },
      { threshold: 20000, rate: 15 },
    ],
    createdAt: FIXED_NOW - 10 * DAY,
  },
  {
    id: 22,
    kind: 'dividend',
    fromAgent: 'agente_marta',
    status: 'REJECTED',
    tiers: [{ threshold: 8000, rate: 12 }],
    createdAt: FIXED_NOW - 20 * DAY,
  },
];

type Mode = 'ready' | 'loading' | 'error';
const handlers = (mode: Mode = 'ready'): Handlers => ({
  contracts: ({ kind }) => {
    if (mode === 'loading') return new Promise<never>(() => {});
    if (mode === 'error') return new FakeFailure(500, 'INTERNAL_ERROR', 'err_internal');
    return storyContracts.filter((c) => c.kind === kind);
  },
  respondContract: () => ({ ok: true }),
});

const meta = {
  title: 'Screens/Contracts',
  component: Contracts,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof Contracts>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (kind: ContractKind, mode?: Mode) => ({
  app: { path: PATHS[kind], user: 'contract', handlers: handlers(mode), now: () => FIXED_NOW },
});

async function ready(canvasElement: HTMLElement, state = 'ready') {
  const body = within(canvasElement.ownerDocument.body);
  const screen = await body.findByTestId('contract-screen', {}, { timeout: 5000 });
  await waitFor(() => expect(screen).toHaveAttribute('data-state', state), { timeout: 5000 });
  return body;
}

/** Two pending daily salary contracts: who offered each, when, the tiers, accept and reject. */
export const Pending: Story = {
  parameters: params('salary'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    const cards = body.getAllByTestId('contract');
    await expect(cards).toHaveLength(2);
    await expect(cards[0]).toHaveTextContent('Proposto por agente_rui');
    const tiers = within(cards[0]!).getByRole('list', { name: 'Escalões por apostas válidas no dia' });
    await expect(within(tiers).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(cards[0]!).getByRole('button', { name: 'Aceitar' })).toBeVisible();
  },
};

/** The same at 320 px: the tiers stay one row each, the rate at the end. */
export const PendingNarrow: Story = {
  ...Pending,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Accepting asks first: the confirmation dialog. */
export const ConfirmAccept: Story = {
  parameters: params('salary'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await userEvent.click(body.getAllByTestId('contract-accept')[0]!);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Aceitar o contrato?');
  },
};

/** Dividend contracts already answered: one accepted, one rejected, no buttons. */
export const Answered: Story = {
  parameters: params('dividend'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    const cards = body.getAllByTestId('contract');
    await expect(cards[0]).toHaveTextContent('Aceite');
    await expect(cards[1]).toHaveTextContent('Recusado');
    await expect(body.queryByTestId('contract-accept')).toBeNull();
  },
};

/** No hourly contract. */
export const Empty: Story = {
  parameters: params('hourly'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('contracts-empty')).toHaveTextContent('Não tem contratos deste tipo.');
  },
};

export const Loading: Story = {
  parameters: params('salary', 'loading'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'loading');
    await expect(body.getByTestId('contracts-loading')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: params('salary', 'error'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'error');
    await expect(body.getByTestId('contracts-error')).toHaveTextContent(
      'Não foi possível carregar os contratos.',
    );
    await expect(body.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  },
};

/** A read that failed while offline says the contracts come back with the connection. */
export const Offline: Story = {
  parameters: params('salary', 'error'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'error');
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(body.getByTestId('contracts-error')).toHaveTextContent('Está sem ligação.'));
  },
};
