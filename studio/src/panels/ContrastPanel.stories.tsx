import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContrastPanel } from './ContrastPanel';
import { studioParameters, withStudio } from '../testing/studioStory';

const meta = {
  title: 'Studio/Contrast panel',
  component: ContrastPanel,
  parameters: studioParameters,
} satisfies Meta<typeof ContrastPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shipped merchant: every pair passes; the switch lists them with their ratios. */
export const AllPass: Story = {
  decorators: [withStudio({ from: 'lumen' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Todos os \d+ pares passam/);
    await userEvent.click(canvas.getByRole('switch', { name: 'Mostrar também os que passam' }));
    await expect(canvas.getAllByText('Passa').length).toBeGreaterThan(10);
  },
};

/** A pale main colour under white button text: the failing pairs, with ratio and minimum. */
export const Failing: Story = {
  decorators: [withStudio({ from: 'lumen', overrides: { 'color.bg.accent': '#d9ccff' } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/pares? falha/);
    await expect(canvas.getByText('button.primary.text sobre button.primary.bg')).toBeVisible();
  },
};
