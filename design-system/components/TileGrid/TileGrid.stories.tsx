import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GameTile } from '../GameTile';
import { sampleArt } from '../Image/fixtures';
import { VendorTile } from '../VendorTile';
import { TileGrid, TileGridSkeleton } from './TileGrid';
import { tileGridColumns, tileGridInsets } from './TileGrid.css';

const games = [
  'Fortune Tiger',
  'Fortune Ox',
  'Mahjong Ways 2',
  'Sweet Bonanza',
  'Aviator',
  'Gates of Olympus',
];
const vendors = ['PG Soft', 'Pragmatic Play', 'JILI', 'Spribe'];

async function picturesLoaded(canvasElement: HTMLElement) {
  await waitFor(() => {
    const images = [...canvasElement.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
}

interface DemoProps {
  kind: 'games' | 'vendors' | 'loading';
  columns?: (typeof tileGridColumns)[number];
  inset?: (typeof tileGridInsets)[number];
  onSelect: (name: string) => void;
}

function Demo({ kind, columns, inset, onSelect }: DemoProps) {
  if (kind === 'loading') return <TileGridSkeleton count={6} label="A carregar jogos" inset={inset} />;
  if (kind === 'vendors')
    return (
      <TileGrid aria-label="Fornecedores" columns={columns} inset={inset}>
        {vendors.map((name, i) => (
          <VendorTile
            key={name}
            name={name}
            imageSrc={sampleArt(name.slice(0, 2), i * 70, 320, 180)}
            onSelect={() => onSelect(name)}
            note={i === 2 ? 'Em manutenção' : undefined}
            disabled={i === 2}
          />
        ))}
      </TileGrid>
    );
  return (
    <TileGrid aria-label="Jogos" columns={columns} inset={inset}>
      {games.map((name, i) => (
        <GameTile
          key={name}
          name={name}
          iconSrc={sampleArt(name.slice(0, 2), i * 50)}
          badge={i === 0 ? 'Novo' : undefined}
          onSelect={() => onSelect(name)}
        />
      ))}
    </TileGrid>
  );
}

const meta = {
  title: 'Content/TileGrid',
  component: Demo,
  args: { kind: 'games', onSelect: fn() },
  argTypes: {
    columns: { control: 'inline-radio', options: tileGridColumns },
    inset: { control: 'inline-radio', options: tileGridInsets },
  },
  play: async ({ canvasElement }) => picturesLoaded(canvasElement),
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The hot games: as many columns of at least 7rem as fit, the grid tokens' gap and inset. */
export const Games: Story = {
  play: async ({ canvasElement, args }) => {
    await picturesLoaded(canvasElement);
    const list = within(canvasElement).getByRole('list', { name: 'Jogos' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(games.length);
    await userEvent.click(within(list).getByRole('button', { name: 'Aviator' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Aviator');
  },
};

export const Vendors: Story = { args: { kind: 'vendors' } };

export const ThreeColumnsNoInset: Story = { args: { columns: 'three', inset: 'none' } };

/** Two columns, for larger tiles, whatever the width. */
export const TwoColumns: Story = {
  args: { kind: 'vendors', columns: 'two' },
  play: async ({ canvasElement }) => {
    await picturesLoaded(canvasElement);
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]!.getBoundingClientRect().top).toBe(items[0]!.getBoundingClientRect().top);
    await expect(items[2]!.getBoundingClientRect().top).toBeGreaterThan(
      items[0]!.getBoundingClientRect().top,
    );
  },
};

/** While the list loads: square placeholders in three columns, announced as a status. */
export const Loading: Story = {
  args: { kind: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'A carregar jogos' })).toBeInTheDocument();
  },
};
