// The registration screen with each merchant's rules: aurum (username and mobile tabs, optional
// invitation code), verde (mobile only, SMS code), lumen (captcha, required invitation code from
// the link), the exact messages of SPEC §5 and sign-up disabled without the agree box.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RegisterScreen from './RegisterScreen';
import { accountsStory } from './parts/storyFixtures';

/** The screen as routed (no props). */
function Register() {
  return <RegisterScreen />;
}

const meta = {
  title: 'Screens/Accounts/Register',
  component: Register,
  ...accountsStory({ path: '/m/register' }),
} satisfies Meta<typeof Register>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AurumUsername: Story = {
  globals: { merchant: 'aurum' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('tab', { name: 'Conta', selected: true })).toBeVisible();
    await expect(c.getByLabelText('Nome de utilizador')).toHaveAttribute('autocomplete', 'username');
    await expect(c.getByLabelText('Palavra-passe')).toHaveAttribute('autocomplete', 'new-password');
    await expect(c.getByLabelText('Código de convite (opcional)')).toBeVisible();
  },
};

export const ExactMessages: Story = {
  globals: { merchant: 'aurum' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByLabelText('Palavra-passe'), 'Sunny2026x');
    await userEvent.click(c.getByRole('button', { name: 'Registar' }));
    await expect(await c.findByText('Confirme a palavra-passe.')).toBeVisible();
    await expect(c.getByLabelText('Nome de utilizador')).toHaveFocus();
    await userEvent.type(c.getByLabelText('Confirmar palavra-passe'), 'Sunny2026y');
    await expect(await c.findByText('A confirmação não coincide com a palavra-passe.')).toBeVisible();
  },
};

export const AgreeOff: Story = {
  globals: { merchant: 'aurum' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('checkbox'));
    await expect(c.getByRole('button', { name: 'Registar' })).toBeDisabled();
    await expect(c.getByText('Aceite o acordo de utilizador para se registar.')).toBeVisible();
  },
};

export const VerdeMobileOnly: Story = {
  globals: { merchant: 'verde' },
  parameters: { screenshot: { merchants: ['verde'] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByLabelText('Código SMS')).toBeVisible();
    await expect(c.queryByRole('tab')).toBeNull();
    await expect(c.queryByLabelText('Nome de utilizador')).toBeNull();
  },
};

export const LumenCaptchaAndCode: Story = {
  globals: { merchant: 'lumen' },
  parameters: { app: { path: '/m/register?code=LUMEMBER' }, screenshot: { merchants: ['lumen'] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByLabelText('Código de verificação')).toBeVisible();
    await expect(c.getByLabelText('Código de convite')).toHaveValue('LUMEMBER');
  },
};
