// The login screen in each merchant (toolbar) and language: username and SMS tabs, the rule
// messages, the captcha after a flagged failure, lumen (no SMS login, captcha from the start).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withAppContext } from '../../testing/appStory';
import LoginScreen from './LoginScreen';

/** The screen as routed (no props). */
function Login() {
  return <LoginScreen />;
}
import { accountsLoader, captchaFlaggedFailure } from './parts/storyFixtures';

const meta = {
  title: 'Screens/Accounts/Login',
  component: Login,
  loaders: [accountsLoader],
  decorators: [withAppContext],
  parameters: { app: { path: '/m/login' } },
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
