import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TokensPanel } from './TokensPanel';
import { studioParameters, withStudio } from '../testing/studioStory';

const meta = {
  title: 'Studio/Tokens panel',
  component: TokensPanel,
  parameters: studioParameters,
} satisfies Meta<typeof TokensPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft starting from aurum, nothing changed yet; typing a colour marks the token as changed. */
export const FromAurum: Story = {
  decorators: [withStudio({ from: 'aurum' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accent = canvas.getByRole('textbox', { name: 'Cor principal (botões)' });
    await expect(accent).toHaveValue('#d4a72c');
    await userEvent.clear(accent);
    await userEvent.type(accent, '#ff0066');
    await expect(canvas.getByRole('button', { name: 'Desfazer Cor principal (botões)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Desfazer Cor principal (botões)' }));
    await expect(accent).toHaveValue('#d4a72c');
  },
};

/** Dark text on verde's dark surfaces: the field is flagged with the pairs it fails and a fix. */
export const FailingText: Story = {
  decorators: [withStudio({ from: 'verde', overrides: { 'color.text.primary': '#123322' } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/precisa de 4\.5:1/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: /^Usar #/ }).length).toBeGreaterThan(0);
  },
};
