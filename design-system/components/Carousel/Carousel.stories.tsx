import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Image } from '../Image';
import { sampleArt } from '../Image/fixtures';
import { Carousel } from './Carousel';
import { LazyCarousel } from './LazyCarousel';

const banners = [
  { title: 'Bónus 100%', hue: 30 },
  { title: 'Torneio de slots', hue: 200 },
  { title: 'Casino ao vivo', hue: 320 },
];

const labels = {
  label: 'Destaques',
  slideLabel: (i: number, n: number) => `${i + 1} de ${n}`,
  goToLabel: (i: number, n: number) => `Ir para o destaque ${i + 1} de ${n}`,
  // The pause toggle shows only while autoplay runs (not in these tests: they run with reduced motion).
  pauseLabel: 'Pausar destaques',
  playLabel: 'Retomar destaques',
};

function Slides({ count }: { count: number }) {
  return banners
    .slice(0, count)
    .map((b) => (
      <Image
        key={b.title}
        src={sampleArt(b.title, b.hue, 750, 300)}
        alt={b.title}
        ratio={750 / 300}
        lazy={false}
      />
    ));
}

function Demo({ count, lazy }: { count: number; lazy: boolean }) {
  if (lazy)
    return (
      <Suspense fallback={null}>
        <LazyCarousel {...labels}>{Slides({ count })}</LazyCarousel>
      </Suspense>
    );
  return <Carousel {...labels}>{Slides({ count })}</Carousel>;
}

const imagesLoaded = async (canvasElement: HTMLElement) =>
  waitFor(() => {
    const frames = [...canvasElement.querySelectorAll('[data-status]')];
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((f) => f.getAttribute('data-status') === 'loaded')).toBe(true);
  });

const meta = {
  title: 'Content/Carousel',
  component: Demo,
  args: { count: 3, lazy: false },
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three banners: loop, dots, autoplay every 5 s (static here: stories run with reduced motion). */
export const ThreeBanners: Story = {};

export const GoToSecond: Story = {
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const dot = within(canvasElement).getByRole('button', { name: 'Ir para o destaque 2 de 3' });
    await userEvent.click(dot);
    await waitFor(() => expect(dot).toHaveAttribute('aria-current', 'true'));
  },
};

/** One banner: no loop, no dots, no autoplay. */
export const SingleBanner: Story = { args: { count: 1 } };

/** Loaded as its own chunk with React.lazy, as the home route does. */
export const Lazy: Story = {
  args: { lazy: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Destaques' });
    await imagesLoaded(canvasElement);
  },
};
