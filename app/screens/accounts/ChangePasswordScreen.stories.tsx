// Change password: a member (old password asked), an account without a password, a guest and a
// trial member; the 'Confirmation' dialog of SPEC §5.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AppStoryLoaded } from '../../testing/appStory';
import ChangePasswordScreen from './ChangePasswordScreen';
import { accountsStory } from './parts/storyFixtures';

/** The screen as routed (no props). */
function ChangePassword() {
  return <ChangePasswordScreen />;
}

const meta = {
  title: 'Screens/Accounts/ChangePassword',
  component: ChangePassword,
  ...accountsStory({ path: '/m/changePsw', user: 'member' }),
} satisfies Meta<typeof ChangePassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByLabelText('Nome de utilizador')).toHaveValue('demo_member');
    await expect(c.getByLabelText('Palavra-passe atual')).toHaveAttribute('autocomplete', 'current-password');
  },
};

export const SameAsOld: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, loaded }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByLabelText('Palavra-passe atual'), 'demo1234');
    await userEvent.type(c.getByLabelText('Nova palavra-passe'), 'demo1234');
    await userEvent.type(c.getByLabelText('Confirmar nova palavra-passe'), 'demo1234');
    await userEvent.click(c.getByRole('button', { name: 'Guardar' }));
    // The shell's prompt host shows the queued dialog (e2e checks it on screen).
    const { store } = (loaded as { app: AppStoryLoaded }).app;
    await waitFor(() => expect(store.ui.prompts.at(-1)?.message.id).toBe('acc_new_password_same'));
    await expect(store.ui.prompts.at(-1)?.title?.id).toBe('acc_confirmation_title');
  },
};

export const AccountWithoutPassword: Story = {
  parameters: {
    app: {
      path: '/m/changePsw',
      user: 'member',
      handlers: {
        securityCenter: () => ({ score: 40, items: [{ key: 'loginPassword', set: false, display: '' }] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      await c.findByText('A sua conta ainda não tem palavra-passe: defina uma agora.'),
    ).toBeVisible();
    await expect(c.queryByLabelText('Palavra-passe atual')).toBeNull();
  },
};

export const Guest: Story = {
  parameters: { app: { path: '/m/changePsw', user: null } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('Inicie sessão para alterar a palavra-passe.')).toBeVisible();
  },
};

export const TrialMember: Story = {
  parameters: { app: { path: '/m/changePsw', user: 'trial' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      await c.findByText('Esta função não está disponível para contas de demonstração.'),
    ).toBeVisible();
    await expect(c.getByRole('link', { name: 'Registar agora' })).toBeVisible();
  },
};
