// The trial (free play) page /m/trail: a visitor (limits, start, links), a failed start, offline, a
// trial member (name and Register now, which opens the register modal) and a real member.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FakeFailure } from '../../testing/fakeTransport';
import type { AppStoryLoaded } from '../../testing/appStory';
import { StorageKeys } from '../../stores/storage';
import TrialScreen from './TrialScreen';
import { accountsStory } from './parts/storyFixtures';

/** The screen as routed (no props). */
function Trial() {
  return <TrialScreen />;
}

const meta = {
  title: 'Screens/Accounts/Trial',
  component: Trial,
  ...accountsStory({ path: '/m/trail' }),
} satisfies Meta<typeof Trial>;
export default meta;
type Story = StoryObj<typeof meta>;

const appOf = (loaded: unknown) => (loaded as { app: AppStoryLoaded }).app;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'Experimente sem registo' })).toBeVisible();
    await expect(c.getByText('depositar nem levantar dinheiro;')).toBeVisible();
    await expect(c.getByText('usar a caixa de entrada nem o chat ao vivo;')).toBeVisible();
    await expect(c.getByText(/Esta função não está disponível para contas de demonstração/)).toBeVisible();
    await expect(c.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/m/register');
    await expect(c.getByRole('link', { name: 'Já tem conta? Inicie sessão' })).toHaveAttribute(
      'href',
      '/m/login',
    );
  },
};

export const StartsFreePlayOnce: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, loaded }) => {
    const { store, platform } = appOf(loaded);
    const c = within(canvasElement);
    await userEvent.dblClick(await c.findByRole('button', { name: 'Começar a jogar grátis' }));
    await waitFor(() => expect(store.session.isTrial).toBe(true));
    await expect(platform.callsTo('trial')).toHaveLength(1);
    await expect(store.storages.session.getItem(StorageKeys.trialName)).toBe('trial_8841');
  },
};

export const StartFailed: Story = {
  parameters: {
    app: {
      path: '/m/trail',
      handlers: { trial: () => new FakeFailure(503, 'MAINTENANCE', 'err_maintenance') },
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Começar a jogar grátis' }));
    await expect(await c.findByRole('alert')).toHaveTextContent(/.+/);
    await expect(appOf(loaded).store.session.isLoggedIn).toBe(false);
    await expect(c.getByRole('button', { name: 'Começar a jogar grátis' })).toBeEnabled();
  },
};

export const Offline: Story = {
  play: async ({ canvasElement, loaded }) => {
    appOf(loaded).store.ui.setOnline(false);
    const c = within(canvasElement);
    await expect(await c.findByText(/Está sem ligação/)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Começar a jogar grátis' })).toBeDisabled();
  },
};

export const TrialMember: Story = {
  parameters: { app: { path: '/m/trail', user: 'trial' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      await c.findByRole('heading', { name: 'Está a jogar em modo de demonstração' }),
    ).toBeVisible();
    await expect(c.getByText('Conta de demonstração: trial_8841')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Registar agora' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Continuar a jogar' })).toHaveAttribute('href', '/m/home');
  },
};

export const RegisterModal: Story = {
  parameters: { app: { path: '/m/trail', user: 'trial' }, screenshot: false },
  play: async ({ canvasElement, loaded }) => {
    const { store, platform } = appOf(loaded);
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Registar agora' }));
    const body = within(document.body);
    // The register sheet is a lazy chunk: its first load here includes the dev server compiling it.
    const sheet = await body.findByRole('dialog', { name: 'Criar conta' }, { timeout: 5000 });
    await expect(store.features.accounts.showRegister).toBe(true);
    const s = within(sheet);
    await userEvent.type(await s.findByLabelText('Nome de utilizador'), 'sunny_player');
    await userEvent.type(s.getByLabelText('Número de telemóvel'), '912000777');
    await userEvent.type(s.getByLabelText('Palavra-passe'), 'Sunny2026x');
    await userEvent.type(s.getByLabelText('Confirmar palavra-passe'), 'Sunny2026x');
    await userEvent.click(s.getByRole('button', { name: 'Registar' }));
    await expect(
      await body.findByText('Bem-vindo, sunny_player! A sua sessão já está iniciada.'),
    ).toBeVisible();
    await expect(store.features.accounts.registerSuccess).toBe(true);
    await expect(store.session.isTrial).toBe(false);
    await expect(platform.callsTo('register')).toHaveLength(1);
    await userEvent.click(body.getByRole('button', { name: 'Começar a jogar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await c.findByRole('heading', { name: 'Já tem sessão iniciada' })).toBeVisible();
  },
};

export const RealMember: Story = {
  parameters: { app: { path: '/m/trail', user: 'member' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'Já tem sessão iniciada' })).toBeVisible();
    await expect(c.getByText(/Entrou como demo_member/)).toBeVisible();
    await expect(c.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/m/home');
  },
};
