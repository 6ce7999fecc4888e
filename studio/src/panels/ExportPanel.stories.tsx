import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ExportPanel } from './ExportPanel';
import { studioParameters, withStudio } from '../testing/studioStory';

const meta = {
  title: 'Studio/Export panel',
  component: ExportPanel,
  parameters: studioParameters,
} satisfies Meta<typeof ExportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new merchant's code and name, the line for themes.config.ts, export, import and the link. */
export const Ready: Story = {
  decorators: [withStudio({ from: 'verde', code: 'aurora', name: 'Aurora' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-config-line]')).toHaveTextContent(
      "{ code: 'aurora', name: 'Aurora' },",
    );
    await expect(canvas.getByRole('button', { name: 'Descarregar a pasta (.zip)' })).toBeEnabled();
  },
};

/** A code that already exists cannot be exported. */
export const ExistingCode: Story = {
  decorators: [withStudio({ from: 'verde', code: 'aurora', name: 'Aurora' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Código do novo comerciante' });
    await userEvent.clear(code);
    await userEvent.type(code, 'verde');
    await expect(canvas.getByRole('button', { name: 'Descarregar a pasta (.zip)' })).toBeDisabled();
    await expect(code).toHaveAccessibleDescription(/código novo/);
  },
};
