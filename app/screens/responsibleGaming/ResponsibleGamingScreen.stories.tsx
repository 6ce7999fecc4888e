// Responsible gaming in each state, in every merchant (toolbar; screenshots in all three): the
// member's limits with a raise waiting for its 24-hour cooling period (at 390 and 320 px), no limits
// at all, the page loading, the page failing to load with its retry, and the break dialog with
// what follows spelled out. The clock is FIXED_NOW (14 March 2026, 12:00 UTC), so the dates shown
// are the same every day.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Value } from '../../testing/fixtures';
import { FIXED_NOW } from '../../testing/fixtures';
import { appLoader, loadingStory, withAppShell } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';

function ResponsibleGaming() {
  return null;
}

const meta = {
  title: 'Screens/Member/Responsible gaming',
  component: ResponsibleGaming,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof ResponsibleGaming>;
export default meta;
type Story = StoryObj<typeof meta>;

const HOUR = 3_600_000;

const helpLinks = [
  { name: 'Gamblers Anonymous', url: 'https://gamblersanonymous.org', phone: '' },
  { name: 'GamCare', url: 'https://www.gamcare.org.uk', phone: '0808 8020 133' },
  { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org', phone: '' },
];

/**
 * A member who set limits: the daily deposit limit raised from 500 to 1 000 yesterday evening
 * (applies at 08:00 tomorrow, once its 24 hours have passed), weekly and monthly deposit limits in
 * use, a weekly loss limit, a two-hour session limit and a reality check every 30 minutes.
 */
const withLimits = (): Value<'rgSettings'> => ({
  limits: [
    {
      kind: 'deposit',
      period: 'day',
      value: 500,
      used: 120,
      pending: { value: 1000, effectiveAt: FIXED_NOW + 20 * HOUR },
    },
    { kind: 'deposit', period: 'week', value: 2000, used: 850, pending: null },
    { kind: 'deposit', period: 'month', value: 5000, used: 1870.5, pending: null },
    { kind: 'loss', period: 'day', value: null, used: 35, pending: null },
    { kind: 'loss', period: 'week', value: 1000, used: 240, pending: null },
    { kind: 'loss', period: 'month', value: null, used: 610, pending: null },
  ],
  session: { value: 120, pending: null },
  realityCheckMinutes: 30,
  helpLinks,
  coolingHours: 24,
});

/** A member who has set nothing: every limit open, the reality check off. */
const noLimits = (): Value<'rgSettings'> => ({
  limits: (['deposit', 'loss'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) => ({
      kind,
      period,
      value: null,
      used: 0,
      pending: null,
    })),
  ),
  session: { value: null, pending: null },
  realityCheckMinutes: null,
  helpLinks,
  coolingHours: 24,
});

const params = (handlers: Handlers = {}) => ({
  app: {
    path: '/m/responsibleGaming',
    user: 'member' as const,
    now: () => FIXED_NOW,
    handlers: { rgSettings: withLimits, ...handlers },
  },
});
const narrow = { viewport: { value: 'mobile1', isRotated: false } };
type Loaded = { app: { platform: { callsTo: (n: string) => unknown[] } } };

/** The page once its settings have loaded (the screen's chunk and first answers may take a while). */
async function page(canvasElement: HTMLElement) {
  const b = within(canvasElement.ownerDocument.body);
  await b.findByRole('heading', { name: 'Limites de depósito' }, { timeout: 10_000 });
  return b;
}

/** Limits set: what each has used, and the raised daily deposit limit with when it takes effect. */
export const Overview: Story = {
  parameters: params(),
  play: async ({ canvasElement }) => {
    const b = await page(canvasElement);
    await expect(b.getByRole('heading', { name: 'Jogo responsável', level: 1 })).toBeVisible();
    const deposit = within(b.getByRole('region', { name: 'Limites de depósito' }));
    const daily = deposit.getByRole('button', { name: /^Diário/ });
    await expect(daily).toHaveTextContent('usado');
    await expect(daily).toHaveTextContent(/Passa a .*1[.,\s ]?000[.,]00 a 15\/03\/26 às 08:00/);
    const loss = within(b.getByRole('region', { name: 'Limites de perdas' }));
    await expect(loss.getAllByText('Sem limite')).toHaveLength(2);
    await expect(b.getByText('120 minutos')).toBeVisible();
    await expect(b.getByRole('button', { name: /^Lembrete durante o jogo/ })).toHaveTextContent('30 minutos');
    await expect(b.getByRole('link', { name: /GamCare/ })).toHaveAttribute(
      'href',
      'https://www.gamcare.org.uk/',
    );
    await expect(b.getByText('Proibido a menores de 18 anos.')).toBeVisible();
  },
};

/** The same at 320 px. */
export const OverviewNarrow: Story = {
  ...Overview,
  globals: narrow,
};

/** Nothing set yet: every limit open, the reality check off, nothing waiting. */
export const NoLimits: Story = {
  parameters: params({ rgSettings: noLimits }),
  play: async ({ canvasElement }) => {
    const b = await page(canvasElement);
    await expect(b.getAllByText('Sem limite')).toHaveLength(7);
    await expect(b.getByRole('button', { name: /^Lembrete durante o jogo/ })).toHaveTextContent('Desligado');
    await expect(b.queryByText(/Passa a/)).toBeNull();
    await expect(b.queryByText(/usado/)).toBeNull();
  },
};

/** The platform has not answered yet. */
export const Loading = loadingStory<Story>(
  params({ rgSettings: () => new Promise<never>(() => undefined) }),
  'A carregar…',
);

/** The settings failed to load: the reason and a retry, which asks the platform again. */
export const LoadFailed: Story = {
  parameters: params({ rgSettings: () => new FakeFailure(500, 'INTERNAL_ERROR') }),
  play: async ({ canvasElement, loaded }) => {
    const b = within(canvasElement.ownerDocument.body);
    const title = 'Não foi possível carregar os seus limites.';
    await expect(await b.findByRole('heading', { name: title }, { timeout: 10_000 })).toBeVisible();
    const { platform } = (loaded as Loaded).app;
    // The client retries a failed read itself before the page says so; the button asks once more.
    const before = platform.callsTo('rgSettings').length;
    await userEvent.click(b.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(platform.callsTo('rgSettings').length).toBeGreaterThan(before));
    await expect(await b.findByRole('heading', { name: title })).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Taking a break: the length, when it ends, and what follows, before anything is sent. */
export const TakeBreak: Story = {
  parameters: params(),
  play: async ({ canvasElement, loaded }) => {
    const b = await page(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Fazer uma pausa' }));
    const dialog = within(await b.findByRole('dialog', { name: 'Fazer uma pausa' }));
    await expect(dialog.getByRole('radio', { name: '1 dia' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: '7 dias' }));
    await expect(dialog.getByText('Até 21 de mar. de 2026 às 12:00.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'O que acontece' })).toBeVisible();
    await expect(dialog.getByText('A sessão termina já, em todos os dispositivos.')).toBeVisible();
    await expect(
      dialog.getByText('Não poderá entrar, depositar nem jogar até ao fim do período.'),
    ).toBeVisible();
    await expect(dialog.getByText('Deixa de receber promoções e mensagens de marketing.')).toBeVisible();
    await expect(dialog.getByText('Não é possível cancelar nem encurtar depois de confirmar.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Começar a pausa' })).toBeVisible();
    await expect((loaded as Loaded).app.platform.callsTo('rgTakeBreak')).toHaveLength(0);
  },
};
