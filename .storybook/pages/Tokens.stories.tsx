import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColoursPage, ContrastPage, PalettePage, SpacingPage, TypographyPage } from './TokensPage.tsx';

/**
 * Design tokens of the merchant chosen in the toolbar, generated from the token build. The visual
 * check screenshots each page in every merchant theme, so a token change shows up as a diff here.
 */
const meta = {
  title: 'Tokens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => <ColoursPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/colours/);
    await expect(canvas.getByRole('region', { name: 'color.bg' })).toBeVisible();
  },
};

/** The raw palette is the same data in every theme: one screenshot is enough. */
export const Palette: Story = {
  render: () => <PalettePage />,
  parameters: { screenshot: { merchants: ['aurum'] } },
};

export const Contrast: Story = {
  render: () => <ContrastPage />,
  play: async ({ canvas }) => {
    // The unit test enforces the pairs; the page must say they all pass too.
    await expect(canvas.getByText(/All \d+ pairs pass\./)).toBeVisible();
  },
};

export const Typography: Story = { render: () => <TypographyPage /> };

export const SpaceSizeRadius: Story = { render: () => <SpacingPage /> };
