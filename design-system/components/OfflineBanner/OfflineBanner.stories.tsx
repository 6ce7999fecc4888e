import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineBanner } from './OfflineBanner';
import { offlineBannerTones } from './OfflineBanner.css';

const meta = {
  title: 'Content/OfflineBanner',
  component: OfflineBanner,
  args: { message: 'Sem ligação à internet. A mostrar dados guardados.', tone: 'warning', sticky: false },
  argTypes: { tone: { control: 'inline-radio', options: offlineBannerTones } },
} satisfies Meta<typeof OfflineBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Sem ligação/);
  },
};

export const Danger: Story = { args: { tone: 'danger', message: 'A plataforma está em manutenção.' } };

export const LongMessage: Story = {
  args: {
    message:
      'Sem ligação à internet. As alterações serão enviadas quando a ligação voltar; até lá mostramos os dados guardados.',
  },
};
