import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Carousel, type CarouselProps } from './Carousel';
import { expectNoAxeViolations } from '../../testing/axe';
import { emulateReducedMotion } from '../../testing/motion';

const labels = {
  label: 'Destaques',
  slideLabel: (i: number, n: number) => `${i + 1} de ${n}`,
  goToLabel: (i: number, n: number) => `Ir para o destaque ${i + 1} de ${n}`,
};

function Banners({ count, ...props }: { count: number } & Partial<CarouselProps>) {
  return (
    <div style={{ width: 390 }}>
      <Carousel {...labels} {...props}>
        {Array.from({ length: count }, (_, i) => (
          <button key={i} type="button" style={{ width: '100%', height: 150 }}>
            Banner {i + 1}
          </button>
        ))}
      </Carousel>
    </div>
  );
}

const current = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-label^="Ir para"]')].findIndex(
    (b) => b.getAttribute('aria-current') === 'true',
  );

afterEach(async () => {
  await emulateReducedMotion(true);
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('Carousel', () => {
  it('one slide: static, no pagination', async () => {
    const screen = await render(<Banners count={1} />);
    await expect.element(screen.getByRole('button', { name: 'Banner 1' })).toBeVisible();
    expect(screen.container.querySelectorAll('[aria-label^="Ir para"]')).toHaveLength(0);
    expect(screen.getByRole('group', { name: '1 de 1' }).element().hasAttribute('inert')).toBe(false);
  });

  it('several slides: dots, keyboard navigation, off-screen slides inert, axe clean', async () => {
    const screen = await render(<Banners count={3} />);
    await expect
      .element(screen.getByRole('region', { name: 'Destaques' }))
      .toHaveAttribute('aria-roledescription', 'carousel');
    expect(current(screen.container)).toBe(0);
    await expectNoAxeViolations(screen.container);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Banner 1' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Ir para o destaque 2 de 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The focus sent for the engine's chunk; the carousel moves once it is there.
    await expect.poll(() => current(screen.container), { timeout: 5000 }).toBe(1);
    expect(screen.container.querySelector('[aria-label="1 de 3"]')!.hasAttribute('inert')).toBe(true);
    expect(screen.container.querySelector('[aria-label="2 de 3"]')!.hasAttribute('inert')).toBe(false);
  });

  it('draws the first slide without its engine, which arrives when the carousel is about to move', async () => {
    await emulateReducedMotion(true);
    // The pointer is put away from where the carousel will be: one left over it by an earlier test
    // file in this page would send for the engine as the carousel appears under it.
    const away = await render(<p style={{ position: 'fixed', right: 0, bottom: 0, margin: 0 }}>fora</p>);
    await userEvent.hover(away.getByText('fora'));
    const screen = await render(<Banners count={3} />);
    const track = screen.container.querySelector('[aria-roledescription="slide"]')!.parentElement!;
    await expect.element(screen.getByRole('button', { name: 'Banner 1' })).toBeVisible();
    await new Promise((r) => setTimeout(r, 500));
    // embla moves the track with a transform: none until the engine has taken over.
    expect(track.style.transform).toBe('');
    expect(current(screen.container)).toBe(0);
    // A dot tapped before the engine is there is honoured once it has arrived.
    await userEvent.click(screen.getByRole('button', { name: 'Ir para o destaque 3 de 3' }));
    await expect.poll(() => current(screen.container), { timeout: 5000 }).toBe(2);
    expect(track.style.transform).not.toBe('');
  });

  it('autoplays and loops, and stops while the page is hidden', async () => {
    await emulateReducedMotion(false);
    const screen = await render(<Banners count={5} delay={300} />);
    await expect.poll(() => current(screen.container), { timeout: 2000 }).toBe(1);
    // …and loops from the last slide back to the first.
    await expect.poll(() => current(screen.container), { timeout: 4000 }).toBe(0);

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    const at = current(screen.container);
    await new Promise((r) => setTimeout(r, 1000));
    expect(current(screen.container)).toBe(at);
  });

  it('pauses while touched and resumes on release', async () => {
    await emulateReducedMotion(false);
    const screen = await render(<Banners count={5} delay={300} />);
    const slides = screen.container.querySelector('[aria-roledescription="slide"]')!.parentElement!;
    // embla listens to mouse and touch events on the slide track (not on buttons inside slides).
    const at = { clientX: 100, clientY: 50, button: 0, bubbles: true };
    slides.dispatchEvent(new MouseEvent('mousedown', at));
    const held = current(screen.container);
    await new Promise((r) => setTimeout(r, 1000));
    expect(current(screen.container)).toBe(held);
    document.dispatchEvent(new MouseEvent('mouseup', at));
    await expect.poll(() => current(screen.container), { timeout: 2000 }).not.toBe(held);
  });

  it('can be paused and resumed with the toggle (WCAG 2.2.2)', async () => {
    await emulateReducedMotion(false);
    const screen = await render(<Banners count={5} delay={300} pauseLabel="Pausar" playLabel="Retomar" />);
    await userEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    const at = current(screen.container);
    await new Promise((r) => setTimeout(r, 1000));
    expect(current(screen.container)).toBe(at);
    await userEvent.click(screen.getByRole('button', { name: 'Retomar' }));
    await expect.poll(() => current(screen.container), { timeout: 2000 }).not.toBe(at);
  });

  it('does not autoplay under reduced motion, and then shows no pause toggle', async () => {
    await emulateReducedMotion(true);
    const screen = await render(<Banners count={3} delay={200} pauseLabel="Pausar" playLabel="Retomar" />);
    await new Promise((r) => setTimeout(r, 700));
    expect(current(screen.container)).toBe(0);
    expect(screen.container.querySelector('[aria-label="Pausar"]')).toBeNull();
  });
});
