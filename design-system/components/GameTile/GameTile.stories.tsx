import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { brokenImage, sampleArt } from '../Image/fixtures';
import { GameTile } from './GameTile';
import { gameTileSizes } from './GameTile.css';

const meta = {
  title: 'Content/GameTile',
  component: GameTile,
  decorators: [
    (Story) => (
      <div style={{ width: 112, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Fortune Tiger',
    iconSrc: sampleArt('FT', 20),
    onSelect: fn(),
    favourite: false,
    favouriteLabel: 'Favorito',
    onFavouriteChange: fn(),
    size: 'md',
  },
  argTypes: { size: { control: 'inline-radio', options: gameTileSizes } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status="loaded"], [data-status="failed"]')).not.toBeNull(),
    );
  },
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFavourite: Story = {};

export const Favourite: Story = { args: { favourite: true } };

export const ToggleFavourite: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Favorito' }));
    await expect(args.onFavouriteChange).toHaveBeenCalledWith(true);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const FavouriteBusy: Story = { args: { favourite: true, favouriteBusy: true } };

/** Lottery games have no favourite star (SPEC §2). */
export const Lottery: Story = {
  args: { name: 'Mega Sena', iconSrc: sampleArt('MS', 140), favourite: undefined },
};

export const WithBadge: Story = { args: { badge: <Badge tone="accent">HOT</Badge> } };

export const LongName: Story = { args: { name: 'Mahjong Ways 2: The Legend Continues Deluxe' } };

export const IconFailed: Story = { args: { iconSrc: brokenImage, retryLabel: 'Tentar' } };

export const Disabled: Story = { args: { disabled: true, favourite: undefined } };
