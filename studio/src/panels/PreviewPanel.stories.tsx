import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PreviewPanel, previewScreens } from './PreviewPanel';
import { studioParameters, withStudio } from '../testing/studioStory';

const meta = {
  title: 'Studio/Preview panel',
  component: PreviewPanel,
  parameters: studioParameters,
  decorators: [withStudio({ from: 'aurum' })],
  // Storybook has no app or simulator behind it: the frames stay empty (the e2e test fills them).
  args: { live: false, screens: previewScreens.slice(0, 1) },
} satisfies Meta<typeof PreviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guest/member switch, the reload button and a 390 px phone frame with its caption. */
export const Frames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Visitante' })).toBeChecked();
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('width', '390');
  },
};
