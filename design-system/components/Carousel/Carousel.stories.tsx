import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Image } from '../Image';
import { sampleArt } from '../Image/fixtures';
import { Carousel } from './Carousel';

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

function Demo({ count }: { count: number }) {
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
  args: { count: 3 },
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
    // The tap sends for the engine's chunk first (it moves the carousel once it has arrived).
    await waitFor(() => expect(dot).toHaveAttribute('aria-current', 'true'), { timeout: 5000 });
  },
};

/** One banner: no loop, no dots, no autoplay. */
export const SingleBanner: Story = { args: { count: 1 } };
