// The bet record (/m/gameRecord) in the app shell: the range control, the filter button, the
// summary of the range and the virtualised rows (open bets marked), in Portuguese, English and Thai,
// in each merchant; a filtered range, the full record of a bet, and the loading, empty and error
// states. Data: the fake platform's records (./storyFixtures.ts), dated from a fixed instant.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppShell, type AppStoryLoaded } from '../../testing/appStory';
import { recordsLoader, storyBets, type RecordsStoryParameters } from './storyFixtures';

function BetRecord() {
  return null;
}

const PATH = '/m/gameRecord';

const meta = {
  title: 'Screens/Records/BetRecord',
  component: BetRecord,
  loaders: [recordsLoader],
  decorators: [withAppShell],
  parameters: { app: { path: PATH, user: 'member' } },
} satisfies Meta<typeof BetRecord>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (records: RecordsStoryParameters = {}, path = PATH) => ({
  app: { path, user: 'member' },
  records,
});

async function ready(canvasElement: HTMLElement, state = 'ready') {
  const body = within(canvasElement.ownerDocument.body);
  const screen = await body.findByTestId('bet-record', {}, { timeout: 5000 });
  await waitFor(() => expect(screen).toHaveAttribute('data-state', state), { timeout: 5000 });
  return body;
}

/** The last 7 days (the default): summary, rows newest first, an open bet marked. */
export const Member: Story = {
  parameters: params(),
  play: async ({ canvasElement, loaded }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('time-zone')).toHaveTextContent('UTC');
    const rows = await body.findAllByTestId('bet-row');
    await expect(rows[0]).toHaveTextContent(storyBets[0]!.gameName);
    const week = storyBets.filter((b) => b.betTime >= Date.UTC(2026, 2, 8));
    await expect(body.getByTestId('summary-count')).toHaveTextContent(String(week.length));
    const { platform } = loaded.app as AppStoryLoaded;
    await expect(platform.callsTo('betRecords')[0]!.input).toMatchObject({
      startDate: '2026-03-08',
      endDate: '2026-03-14',
      pageNo: '1',
      pageSize: '50',
    });
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

/** Live casino bets of the last 30 days: the filter button shows one filter on. */
export const Filtered: Story = {
  parameters: params({}, `${PATH}?range=30d&gameType=LIVE`),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('filter-open')).toHaveAttribute('aria-pressed', 'true');
    for (const row of body.getAllByTestId('bet-row')) await expect(row).toHaveTextContent(/EVO|SEXY/);
  },
};

/** A custom range shows its two days. */
export const CustomRange: Story = {
  parameters: params({}, `${PATH}?range=custom&from=2026-03-01&to=2026-03-10`),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('range-from')).toHaveValue('2026-03-01');
    await expect(body.getByTestId('range-to')).toHaveValue('2026-03-10');
  },
};

/** A tap on a row opens the full record. */
export const Detail: Story = {
  parameters: params(),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await userEvent.click((await body.findAllByTestId('bet-row'))[0]!);
    const detail = await body.findByTestId('bet-detail');
    await expect(detail).toHaveTextContent(storyBets[0]!.id);
  },
};

export const Loading: Story = {
  parameters: params({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'loading');
    await expect(body.getByTestId('records-loading')).toBeVisible();
  },
};

/** Nothing today, with a filter on: the range is named and the filters can be cleared. */
export const Empty: Story = {
  parameters: params({ mode: 'empty' }, `${PATH}?range=today&status=UNSETTLED`),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('records-empty')).toHaveTextContent('Sem apostas hoje');
    await expect(body.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: params({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'error');
    await expect(body.getByTestId('records-error')).toHaveTextContent(
      'Não foi possível carregar os registos.',
    );
    await expect(body.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** A read that failed while the device is offline: it says so (and reloads when the connection returns). */
export const Offline: Story = {
  parameters: params({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'error');
    window.dispatchEvent(new Event('offline'));
    await waitFor(() =>
      expect(body.getByTestId('records-error')).toHaveTextContent(
        'Está sem ligação. Os registos voltam quando a ligação regressar.',
      ),
    );
  },
};
