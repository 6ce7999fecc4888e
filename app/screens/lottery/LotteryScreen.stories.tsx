// The lottery pages in each merchant. /m/lottery: the platform's groups (popular Vietnamese daily
// draws with their five-digit special prizes, the fast number draws with ten racing numbers), each
// lottery with its countdown and latest result, at 390 and 320 px; loading, failed, offline, none.
// /m/startLottery: the next draw's countdown with its bar, Play and the latest results at 390 and
// 320 px; the moment of the draw; a lottery the merchant does not offer. Draws are fixed to an
// instant (the platform's and the device's clocks agree), so nothing moves between runs.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleArt } from '@ds/components/Image/fixtures';
import { appLoader, withAppShell } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';
import { FIXED_NOW } from '../../testing/fixtures';
import type { LotteryDraws, LotteryGame } from '../../stores/lottery';

function Lottery() {
  return null;
}

let node = 9000;
const game = (
  gameId: string,
  name: string,
  drawInterval: number,
  menu: string,
  hot = false,
): LotteryGame => ({
  gameId,
  nodeId: String(node++),
  gameCode: name.toLowerCase().replaceAll(' ', '-'),
  name,
  vendor: gameId.slice(0, gameId.lastIndexOf('-')),
  lottoMode: 'Tradition',
  drawInterval,
  iconUrl: sampleArt(name.slice(0, 2).toUpperCase(), (node * 47) % 360, 240, 240),
  hot,
  menu,
});
const games = [
  game('TCG_LOTTO_VN-0001', 'Xổ Số Miền Bắc', 86_400, 'vn', true),
  game('TCG_LOTTO_VN-0002', 'Xổ Số TP. Hồ Chí Minh', 86_400, 'vn', true),
  game('TCG_LOTTO_VN-0003', 'Xổ Số Đồng Tháp', 86_400, 'vn'),
  game('TCG_LOTTO_VN-0037', 'Xổ Số Siêu Tốc 45 Giây', 45, 'vnNumero'),
  game('LOTT-0006', 'PK10 1 min', 60, 'numero'),
  game('LOTT-0002', 'Rápido 3 3 min', 180, 'numero'),
  game('LOTT-0013', 'SSC da Sorte 5 min', 300, 'numero'),
  game('TCG_SEA-0005', 'Magnum 4D', 86_400, 'sea'),
];
const byKey = (key: string) =>
  games.filter((g) => (key === 'hot' ? g.hot : g.menu === key)).map((g) => g.gameId);
const menu = [
  { key: 'hot', title: 'Populares', gameIds: byKey('hot') },
  { key: 'vn', title: 'Loteria do Vietname', gameIds: byKey('vn') },
  { key: 'vnNumero', title: 'Numero Vietname', gameIds: byKey('vnNumero') },
  { key: 'numero', title: 'Numero', gameIds: byKey('numero') },
  { key: 'sea', title: 'Sudeste Asiático', gameIds: byKey('sea') },
];

/** Deterministic numbers in each game's shape: a special prize, a 4D number, dice, a race, SSC. */
const numbersOf = (g: LotteryGame, i: number): string[] => {
  // A small integer hash of the lottery, the draw and the position.
  const at = (k: number) => {
    let x =
      Math.imul(Number(g.nodeId), 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca6b) ^ Math.imul(k + 7, 0xc2b2ae35);
    x ^= x >>> 15;
    x = Math.imul(x, 0x2c1b3c6d);
    x ^= x >>> 12;
    return (x >>> 0) % 1_000_003;
  };
  if (g.vendor === 'TCG_LOTTO_VN') return [String(10_000 + (at(0) % 90_000))];
  if (g.vendor === 'TCG_SEA') return [String(1000 + (at(0) % 9000))];
  if (g.name.startsWith('PK10')) return ['03', '07', '01', '10', '05', '02', '09', '04', '08', '06'];
  if (g.name.startsWith('Rápido')) return [0, 1, 2].map((k) => String(1 + (at(k) % 6)));
  return [0, 1, 2, 3, 4].map((k) => String(at(k) % 10));
};
/** The draws at `now`: a lottery drawn every interval, issue n at (n + 1) × interval. */
const drawsOf = (g: LotteryGame, results: number, now: number): LotteryDraws => {
  const ms = g.drawInterval * 1000;
  const current = Math.floor(now / ms);
  const label = (issue: number) => `20260314-${String(issue % 10_000).padStart(4, '0')}`;
  return {
    gameId: g.gameId,
    issue: label(current),
    nextDrawAt: (current + 1) * ms,
    drawInterval: g.drawInterval,
    results: Array.from({ length: results }, (_, i) => ({
      issue: label(current - 1 - i),
      drawnAt: (current - i) * ms,
      numbers: numbersOf(g, i),
    })),
  };
};

type Mode = 'ready' | 'loading' | 'error' | 'none';
/** `drawsAt`: the platform's draws as they stood then (earlier than `now`: a result not in yet). */
const handlers = (mode: Mode, now: number, drawsAt = now): Handlers => {
  const gate = <T,>(answer: () => T) =>
    mode === 'loading'
      ? new Promise<never>(() => {})
      : mode === 'error'
        ? new FakeFailure(500, 'INTERNAL_ERROR', 'err_internal')
        : answer();
  const offered = mode === 'none' ? [] : games;
  return {
    lotteryList: () => gate(() => ({ list: offered })),
    lotteryMenu: () => gate(() => ({ menu: offered.length ? menu : [] })),
    lotteryDraws: (input) =>
      gate(() => {
        const ids = input.gameIds ? String(input.gameIds).split(',') : null;
        return {
          now,
          list: offered
            .filter((g) => !ids || ids.includes(g.gameId))
            .map((g) => drawsOf(g, Number(input.results ?? 1), drawsAt)),
        };
      }),
  };
};

const meta = {
  title: 'Screens/Lottery',
  component: Lottery,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof Lottery>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (path: string, mode: Mode = 'ready', now = FIXED_NOW, drawsAt = now) => ({
  app: { path, user: 'member' as const, handlers: handlers(mode, now, drawsAt), now: () => now },
});
const narrow = { viewport: { value: 'mobile1', isRotated: false } };

async function ready(canvasElement: HTMLElement, testId: string, state = 'ready') {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByTestId(testId)).toHaveAttribute('data-state', state), {
    timeout: 10_000,
  });
  return body;
}

/** The popular group: Vietnamese daily draws, each with its countdown and special prize. */
export const List: Story = {
  parameters: params('/m/lottery'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'lottery-screen');
    const entries = await body.findAllByTestId('lottery-entry');
    await expect(entries).toHaveLength(2);
    const first = within(entries[0]!);
    await expect(first.getByRole('timer')).toHaveTextContent('Sorteio em 12:00:00');
    await expect(first.getByText(/^Último resultado: \d{5}$/)).toBeInTheDocument();
    await expect(first.getByRole('button', { name: 'Jogar Xổ Số Miền Bắc' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Resultados de Xổ Số Miền Bắc' })).toHaveAttribute(
      'href',
      '/m/startLottery?gameId=TCG_LOTTO_VN-0001',
    );
    await expect(within(body.getByTestId('lottery-groups')).getAllByRole('tab')).toHaveLength(5);
  },
};

export const ListNarrow: Story = { ...List, globals: narrow };

/** The fast number draws: ten racing numbers wrap, the last minute in the urgent colour. */
export const Numero: Story = {
  parameters: params('/m/lottery', 'ready', FIXED_NOW + 40_000),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'lottery-screen');
    const tabs = within(await body.findByTestId('lottery-groups'));
    await userEvent.click(tabs.getByRole('tab', { name: 'Numero' }));
    // The picture shows the chosen tab, not the focus a tap leaves on it.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(body.getAllByTestId('lottery-entry')).toHaveLength(3));
    await expect(body.getByTestId('lottery-list')).toHaveAttribute('data-group', 'numero');
    await expect(body.getAllByRole('timer')[0]).toHaveTextContent('Sorteio em 00:20');
  },
};

export const NumeroNarrow: Story = { ...Numero, globals: narrow };

export const Loading: Story = {
  parameters: params('/m/lottery', 'loading'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'lottery-screen', 'loading');
    await expect(body.getByTestId('lottery-loading')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Voltar' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: params('/m/lottery', 'error'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'lottery-screen', 'error');
    await expect(body.getByTestId('lottery-error')).toHaveTextContent(
      'Não foi possível carregar as lotarias.',
    );
    await expect(body.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  },
};

/** A read that failed while offline says the lotteries come back with the connection. */
export const Offline: Story = {
  parameters: params('/m/lottery', 'error'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'lottery-screen', 'error');
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(body.getByTestId('lottery-error')).toHaveTextContent('Está sem ligação.'));
  },
};

/** A merchant without lotteries. */
export const None: Story = {
  parameters: params('/m/lottery', 'none'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'lottery-screen');
    await expect(body.getByTestId('lottery-empty')).toHaveTextContent(
      'Este operador ainda não tem lotarias.',
    );
  },
};

/** The start page: the issue on sale, its countdown with the bar, Play, the last ten results. */
export const Start: Story = {
  parameters: params('/m/startLottery?gameId=LOTT-0002', 'ready', FIXED_NOW + 70_000),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'start-lottery');
    await expect(await body.findByTestId('lottery-name')).toHaveTextContent('Rápido 3 3 min');
    await expect(body.getByRole('timer')).toHaveTextContent('Sorteio em 01:50');
    await expect(body.getByTestId('lottery-issue').getAttribute('data-issue')).toMatch(/^20260314-\d{4}$/);
    const results = body.getByTestId('lottery-results-list');
    await expect(within(results).getAllByRole('listitem')).toHaveLength(10);
    await expect(body.getByRole('button', { name: 'Jogar Rápido 3 3 min' })).toBeVisible();
  },
};

export const StartNarrow: Story = { ...Start, globals: narrow };

/** Past the draw, its result not in yet: the countdown says the numbers are being drawn. */
export const StartDrawing: Story = {
  // The platform's clock is 5 s past the minute; its draws are still those of a minute ago.
  parameters: params('/m/startLottery?gameId=LOTT-0006', 'ready', FIXED_NOW + 5_000, FIXED_NOW - 1_000),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'start-lottery');
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent('A sortear…'));
  },
};

/** A lottery the merchant does not offer: said so, with the way to the list. */
export const StartUnknown: Story = {
  parameters: params('/m/startLottery?gameId=LOTT-9999'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement, 'start-lottery');
    await expect(body.getByTestId('lottery-unknown')).toHaveTextContent(
      'Esta lotaria não existe ou já não está disponível.',
    );
    await expect(body.getByRole('link', { name: 'Ver as lotarias' })).toHaveAttribute('href', '/m/lottery');
  },
};
