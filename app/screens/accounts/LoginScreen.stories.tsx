// The login screen in each merchant (toolbar) and language: username and SMS tabs, the rule
// messages, the captcha after a flagged failure, lumen (no SMS login, captcha from the start), and
// lumen's social buttons: ready, refused, still loading, or without their SDKs.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ProviderGlobals } from '../../stores/accounts/SocialProviders';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';
import LoginScreen from './LoginScreen';
import { accountsHandlers, accountsStory, captchaFlaggedFailure } from './parts/storyFixtures';

/** The screen as routed (no props). */
function Login() {
  return <LoginScreen />;
}

const meta = {
  title: 'Screens/Accounts/Login',
  component: Login,
  ...accountsStory({ path: '/m/login' }),
} satisfies Meta<typeof Login>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UsernameTab: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('tab', { name: 'Conta', selected: true })).toBeVisible();
    await expect(c.getByLabelText('Nome de utilizador')).toHaveAttribute('autocomplete', 'username');
    await expect(c.getByLabelText('Palavra-passe')).toHaveAttribute('autocomplete', 'current-password');
    await expect(c.queryByLabelText('Código de verificação')).toBeNull();
  },
};

export const SmsTab: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('tab', { name: 'SMS' }));
    await expect(c.getByLabelText('Código SMS')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(c.getByRole('button', { name: 'Obter código' })).toBeVisible();
  },
};

export const RuleMessages: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Entrar' }));
    await expect(await c.findByText('O formato da conta não está correto.')).toBeVisible();
    await expect(c.getByText('O formato da palavra-passe não está correto.')).toBeVisible();
    await expect(c.getByLabelText('Nome de utilizador')).toHaveFocus();
  },
};

export const CaptchaAfterFlaggedFailure: Story = {
  parameters: { app: { path: '/m/login', handlers: { login: captchaFlaggedFailure } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByLabelText('Nome de utilizador'), 'demo_member');
    await userEvent.type(c.getByLabelText('Palavra-passe'), 'wrong-pass');
    await userEvent.click(c.getByRole('button', { name: 'Entrar' }));
    await expect(await c.findByText('Nome de utilizador ou palavra-passe incorretos.')).toBeVisible();
    await expect(await c.findByLabelText('Código de verificação')).toBeVisible();
    await expect(
      await c.findByRole('button', { name: 'Imagem de verificação; toque para trocar' }),
    ).toBeVisible();
  },
};

export const LumenCaptchaFromStart: Story = {
  globals: { merchant: 'lumen' },
  parameters: { screenshot: { merchants: ['lumen'] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByLabelText('Código de verificação')).toBeVisible();
    await expect(c.queryByRole('tab')).toBeNull();
  },
};

/**
 * Stands in for the providers' SDKs (a real page loads them from the merchant's sdkUrl): each
 * sign-in succeeds at once with a fixed token. Removed after the story.
 */
function stubProviderSdks() {
  const w = window as unknown as ProviderGlobals;
  w.FB = {
    init: () => {},
    login: (cb) => cb({ status: 'connected', authResponse: { accessToken: 'story-facebook-token' } }),
  };
  let callback: ((r: { credential?: string }) => void) | undefined;
  w.google = {
    accounts: {
      id: {
        initialize: (o) => void (callback = o.callback),
        prompt: () => callback?.({ credential: 'story-google-token' }),
      },
    },
  };
  return () => {
    delete w.FB;
    delete w.google;
  };
}

export const LumenSocialButtons: Story = {
  globals: { merchant: 'lumen' },
  beforeEach: stubProviderSdks,
  parameters: { screenshot: { merchants: ['lumen'] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('button', { name: 'Facebook' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Google' })).toBeVisible();
    await expect(c.getByText('Ou continue com')).toBeVisible();
  },
};

const refusedSocialLogin = fn(() => new FakeFailure(400, 'INVALID_CREDENTIALS', 'err_invalid_credentials'));

export const LumenSocialRefused: Story = {
  globals: { merchant: 'lumen' },
  beforeEach: stubProviderSdks,
  parameters: {
    screenshot: { merchants: ['lumen'] },
    app: { path: '/m/login', handlers: { login: refusedSocialLogin } },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Google' }));
    await expect(
      await c.findByText(
        'Não foi possível entrar com esta conta. Tente novamente ou entre com o nome de utilizador.',
      ),
    ).toBeVisible();
    // The body is encrypted; the unit tests check it is a firebase login with the token.
    await expect(refusedSocialLogin).toHaveBeenCalled();
  },
};

/**
 * Holds the providers' SDK scripts, as a slow network would: each stays loading until the story
 * ends, then fails (so the next story's page loads them afresh).
 */
function holdProviderSdks() {
  const head = document.head;
  const append = head.append;
  const held: HTMLScriptElement[] = [];
  head.append = function (...nodes) {
    const rest = nodes.filter((node) => {
      const sdk = node instanceof HTMLScriptElement && node.src.includes('/oauth/');
      if (sdk) held.push(node);
      return !sdk;
    });
    append.apply(head, rest);
  };
  return () => {
    head.append = append;
    for (const script of held) script.dispatchEvent(new Event('error'));
  };
}

/** Lumen's settings with each provider's SDK address, as the platform gives them. */
const lumenSettingsWithSdks: Handlers['siteSettings'] = async (input, request) => {
  const settings = await (await accountsHandlers('lumen')).siteSettings!(input, request);
  if (settings instanceof FakeFailure) return settings;
  return {
    ...settings,
    settings: {
      ...settings.settings,
      facebookLogin: { ...settings.settings.facebookLogin, sdkUrl: '/sim/oauth/standin/facebook.js' },
      googleLogin: { ...settings.settings.googleLogin, sdkUrl: '/sim/oauth/standin/google.js' },
    },
  };
};

export const LumenSocialButtonsLoading: Story = {
  globals: { merchant: 'lumen' },
  beforeEach: holdProviderSdks,
  parameters: {
    screenshot: { merchants: ['lumen'] },
    app: { path: '/m/login', handlers: { siteSettings: lumenSettingsWithSdks } },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByLabelText('Nome de utilizador')).toBeVisible();
    await expect(c.getByText('Ou continue com')).toBeVisible();
    // Each enabled provider keeps its button's place, and the row says it is loading.
    const row = canvasElement.querySelector('[aria-busy="true"]');
    await expect(row).not.toBeNull();
    await expect(row!.children).toHaveLength(2);
    await expect(c.queryByRole('button', { name: 'Google' })).toBeNull();
  },
};

export const SocialButtonsHiddenWithoutSdk: Story = {
  globals: { merchant: 'lumen' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByLabelText('Nome de utilizador')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Google' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Facebook' })).toBeNull();
  },
};
