import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AssetsPanel } from './AssetsPanel';
import { studioParameters, withStudio } from '../testing/studioStory';

const meta = {
  title: 'Studio/Assets panel',
  component: AssetsPanel,
  parameters: studioParameters,
  decorators: [withStudio({ from: 'aurum' })],
} satisfies Meta<typeof AssetsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logo and icon uploads (SVG or PNG), none chosen: the starting merchant's are kept. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Carregar imagem' })).toHaveLength(2);
  },
};
