// Profit and loss (/m/profitandloss) in the app shell: the net result, win or loss by game type as
// proportional bars, and the period's totals, in Portuguese, English and Thai, in each merchant;
// the empty and error states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withAppShell } from '../../testing/appStory';
import { recordsLoader, type RecordsStoryParameters } from './storyFixtures';

function ProfitLoss() {
  return null;
}

const PATH = '/m/profitandloss';

const meta = {
  title: 'Screens/Records/ProfitLoss',
  component: ProfitLoss,
  loaders: [recordsLoader],
  decorators: [withAppShell],
  parameters: { app: { path: PATH, user: 'member' } },
} satisfies Meta<typeof ProfitLoss>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (records: RecordsStoryParameters = {}, path = PATH) => ({
  app: { path, user: 'member' },
  records,
});

async function ready(canvasElement: HTMLElement, state = 'ready') {
  const body = within(canvasElement.ownerDocument.body);
  const screen = await body.findByTestId('profit-loss', {}, { timeout: 5000 });
  await waitFor(() => expect(screen).toHaveAttribute('data-state', state), { timeout: 5000 });
  return body;
}

export const Member: Story = {
  parameters: params({}, `${PATH}?range=30d`),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('pl-profit')).toBeVisible();
    await expect(within(body.getByTestId('pl-chart')).getAllByRole('listitem').length).toBeGreaterThan(3);
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

export const Empty: Story = {
  parameters: params({ mode: 'empty' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('records-empty')).toHaveTextContent('Sem movimentos nestes 7 dias');
  },
};

export const LoadFailed: Story = {
  parameters: params({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'error');
    await expect(body.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
