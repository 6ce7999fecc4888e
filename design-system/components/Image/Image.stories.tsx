import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Image } from './Image';
import { imageFits, imageRadii } from './Image.css';
import { brokenImage, sampleArt } from './fixtures';

const meta = {
  title: 'Content/Image',
  component: Image,
  decorators: [
    (Story) => (
      <div style={{ width: 180, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { src: sampleArt('Slots', 280), alt: 'Slots', ratio: 1, radius: 'lg', fit: 'cover', lazy: true },
  argTypes: {
    fit: { control: 'inline-radio', options: imageFits },
    radius: { control: 'inline-radio', options: imageRadii },
  },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'loaded'),
    );
  },
};

/** Not yet near the screen: the frame holds its place with the skeleton colour. */
export const Pending: Story = {
  // No screenshot: the screenshot grows the viewport to the story's full height, which brings the
  // image on screen and starts its load, so the picture would depend on timing. The play asserts it.
  parameters: { screenshot: false },
  decorators: [
    (Story) => (
      <div>
        <p style={{ height: 900, margin: 0 }}>The image below is off-screen, so it has not loaded.</p>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'pending');
  },
};

export const Failed: Story = {
  args: { src: brokenImage, lazy: false },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'failed'),
    );
  },
};

export const FailedWithRetry: Story = {
  args: { src: brokenImage, lazy: false, retryLabel: 'Tentar de novo' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  },
};

export const Banner: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390, marginLeft: -16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    src: sampleArt('Bónus 100%', 30, 750, 300),
    alt: 'Bónus de boas-vindas',
    ratio: 750 / 300,
    radius: 'none',
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'loaded'),
    );
  },
};

export const Contain: Story = {
  args: { src: sampleArt('Logo', 120, 300, 120), alt: 'Fornecedor', fit: 'contain' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'loaded'),
    );
  },
};
