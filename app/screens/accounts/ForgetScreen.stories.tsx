// Password reset by phone: the form, the checks, and the human-verification step before the SMS.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ForgetScreen from './ForgetScreen';
import { accountsStory } from './parts/storyFixtures';

/** The screen as routed (no props). */
function Forget() {
  return <ForgetScreen />;
}

const meta = {
  title: 'Screens/Accounts/Forget',
  component: Forget,
  ...accountsStory({ path: '/m/forget' }),
} satisfies Meta<typeof Forget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByLabelText('Número de telemóvel')).toHaveAttribute(
      'autocomplete',
      'tel-national',
    );
    await expect(c.getByLabelText('Nova palavra-passe')).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const Checks: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Redefinir palavra-passe' }));
    await expect(await c.findByText('Número de telemóvel inválido.')).toBeVisible();
    await expect(c.getByLabelText('Número de telemóvel')).toHaveFocus();
  },
};

export const HumanVerificationBeforeSms: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByLabelText('Número de telemóvel'), '912345601');
    await userEvent.click(c.getByRole('button', { name: 'Obter código' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Verificação de segurança',
    });
    await expect(within(dialog).getByLabelText('Código de verificação')).toBeVisible();
  },
};
