// The transaction record (/m/transaction/record) in the app shell: signed amounts, the balance after
// each, remarks, pending and failed ones marked, in Portuguese, English and Thai, in each merchant;
// a type filter, the empty and error states, and a trial account refused.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withAppShell } from '../../testing/appStory';
import { recordsLoader, type RecordsStoryParameters } from './storyFixtures';

function TransactionRecord() {
  return null;
}

const PATH = '/m/transaction/record';

const meta = {
  title: 'Screens/Records/TransactionRecord',
  component: TransactionRecord,
  loaders: [recordsLoader],
  decorators: [withAppShell],
  parameters: { app: { path: PATH, user: 'member' } },
} satisfies Meta<typeof TransactionRecord>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (records: RecordsStoryParameters = {}, path = PATH, user: 'member' | 'trial' = 'member') => ({
  app: { path, user },
  records,
});

async function ready(canvasElement: HTMLElement, state = 'ready') {
  const body = within(canvasElement.ownerDocument.body);
  const screen = await body.findByTestId('transaction-record', {}, { timeout: 5000 });
  await waitFor(() => expect(screen).toHaveAttribute('data-state', state), { timeout: 5000 });
  return body;
}

export const Member: Story = {
  parameters: params(),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    const rows = await body.findAllByTestId('transaction-row');
    await expect(rows[0]).toHaveAttribute('data-status', 'PENDING');
    await expect(rows[0]).toHaveTextContent('Pendente');
  },
};

export const English: Story = {
  ...Member,
  globals: { locale: 'en' },
  play: ({ canvasElement }) => ready(canvasElement).then(() => undefined),
};

export const Thai: Story = {
  ...Member,
  globals: { locale: 'th' },
  play: ({ canvasElement }) => ready(canvasElement).then(() => undefined),
};

export const Withdrawals: Story = {
  parameters: params({}, `${PATH}?range=30d&type=WITHDRAW`),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getAllByTestId('transaction-row')).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: params({ mode: 'empty' }, `${PATH}?range=yesterday`),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('records-empty')).toHaveTextContent('Sem transações ontem');
  },
};

export const LoadFailed: Story = {
  parameters: params({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'error');
    await expect(body.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** A trial account: the platform keeps the wallet's records to real accounts. */
export const TrialRefused: Story = {
  parameters: params({}, PATH, 'trial'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByTestId('transaction-record')).toBeNull());
    await expect(await body.findByText(/conta real|actual account/i, {}, { timeout: 5000 })).toBeVisible();
  },
};
