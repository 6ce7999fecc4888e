import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { GameTile } from '../GameTile';
import { sampleArt } from '../Image/fixtures';
import { Spinner } from '../Spinner';
import { VirtualGrid } from './VirtualGrid';
import { virtualGridGaps, virtualGridInsets } from './VirtualGrid.css';

interface Game {
  id: number;
  name: string;
}

const PAGE = 25;
const page = (from: number, n = PAGE): Game[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Jogo ${from + i + 1}` }));
// A handful of artworks reused by every tile, so 10,000 tiles do not mean 10,000 images.
const art = Array.from({ length: 8 }, (_, i) => sampleArt(`#${i + 1}`, i * 45));

interface DemoProps {
  total: number;
  columns: number;
  gap?: (typeof virtualGridGaps)[number];
  inset?: (typeof virtualGridInsets)[number];
  loading: boolean;
}

function Demo({ total, columns, gap, inset, loading }: DemoProps) {
  const [items, setItems] = useState(() => page(0, Math.min(total, total > 1000 ? total : PAGE)));
  const hasMore = items.length < total;
  return (
    <div style={{ paddingBlock: 8 }}>
      <VirtualGrid
        items={items}
        label="Jogos"
        columns={columns}
        gap={gap}
        inset={inset}
        getKey={(g) => g.id}
        hasMore={hasMore}
        loading={loading}
        onLoadMore={() => setItems((l) => [...l, ...page(l.length, Math.min(PAGE, total - l.length))])}
        renderItem={(g) => (
          <GameTile
            name={g.name}
            iconSrc={art[g.id % art.length]!}
            onSelect={() => {}}
            favourite={false}
            favouriteLabel="Favorito"
          />
        )}
        footer={loading ? <Spinner label="A carregar" /> : hasMore ? null : `${items.length} jogos`}
      />
    </div>
  );
}

/** Waits until every image on screen has loaded, so the screenshot is stable. */
async function imagesOnScreenLoaded(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      const onScreen = [...canvasElement.querySelectorAll('img')].filter(
        (img) => img.getBoundingClientRect().top < window.innerHeight,
      );
      expect(onScreen.length).toBeGreaterThan(0);
      expect(onScreen.every((img) => img.complete && img.naturalWidth > 0)).toBe(true);
    },
    { timeout: 5000 },
  );
}

const meta = {
  title: 'Content/VirtualGrid',
  component: Demo,
  args: { total: 100, columns: 3, inset: 'gutter', loading: false },
  argTypes: {
    gap: { control: 'inline-radio', options: virtualGridGaps },
    inset: { control: 'inline-radio', options: virtualGridInsets },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pages of 25 load as you scroll down (SPEC §2: within 300 px of the bottom, at most once a second). */
export const Paged: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Jogos' })).toBeInTheDocument();
    await imagesOnScreenLoaded(canvasElement);
    // Every row is placed one row height below the last: rows are not measured one by one.
    // Rows are compared by their index, not their order in the DOM (the virtualiser may reuse them).
    const rows = [...canvasElement.querySelectorAll<HTMLElement>('[data-index]')]
      .map((r) => ({ index: Number(r.dataset.index), top: r.getBoundingClientRect().top }))
      .sort((a, b) => a.index - b.index);
    const first = rows[0]!;
    const step = (rows[1]!.top - first.top) / (rows[1]!.index - first.index);
    expect(step).toBeGreaterThan(0);
    rows.forEach((r) => expect(Math.abs(r.top - first.top - (r.index - first.index) * step)).toBeLessThan(1));
  },
};

/** 10,000 games: only the rows near the screen are in the DOM. */
export const TenThousand: Story = {
  args: { total: 10_000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThanOrEqual(800);
  },
  // The story root is ~500,000 px tall (the virtual height of 10,000 games): too big to screenshot.
  // Its look is the same as Paged; this story is here for the DOM-size check.
  parameters: { screenshot: false },
};

export const FourColumnsLoading: Story = {
  args: { total: 12, columns: 4, gap: 'xs', inset: 'none', loading: true },
  play: async ({ canvasElement }) => imagesOnScreenLoaded(canvasElement),
};
