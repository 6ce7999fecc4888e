import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
  play: async ({ canvasElement }) => picturesSettled(canvasElement),
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every picture has loaded (or been replaced by initials), so the screenshot is stable. */
async function picturesSettled(canvasElement: HTMLElement) {
  await waitFor(() => {
    const images = [...canvasElement.querySelectorAll('img')];
    expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
}

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

/**
 * A tile on the first screen: its icon is asked for as the tile renders, eagerly and at high priority
 * (the first rows of a game list; the page's largest paint is one of them). It looks like any tile.
 */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
    await picturesSettled(canvasElement);
  },
};

/** A new game: the badge over the icon's corner. */
export const WithBadge: Story = { args: { badge: 'Novo' } };

/** Two lines at most, and always two lines' height (every tile in a grid row is the same height). */
export const LongName: Story = { args: { name: 'Mahjong Ways 2: The Legend Continues Deluxe' } };

/** `size="sm"`: one line of name, for dense rows. */
export const OneLineName: Story = {
  args: { name: 'Mahjong Ways 2: The Legend Continues Deluxe', size: 'sm' },
};

/** No icon from the platform: the name's first letters. */
export const NoIcon: Story = { args: { iconSrc: undefined } };

/** The icon failed to load: the name's first letters too. */
export const IconFailed: Story = {
  args: { iconSrc: brokenImage },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement).toHaveTextContent('FO');
  },
};

export const Disabled: Story = { args: { disabled: true, favourite: undefined } };
