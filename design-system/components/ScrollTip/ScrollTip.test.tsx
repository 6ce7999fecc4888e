import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ScrollTip } from './ScrollTip';
import { expectNoAxeViolations } from '../../testing/axe';

function Page({ height }: { height: number }) {
  return (
    <main>
      <h1>Games</h1>
      <div style={{ height }} />
      <ScrollTip label="Scroll down for more" />
    </main>
  );
}

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

afterEach(() => window.scrollTo(0, 0));

describe('ScrollTip', () => {
  it('is hidden when the page fits in the window', async () => {
    const screen = await render(<Page height={100} />);
    await nextFrame();
    await expect
      .element(screen.getByRole('button', { name: 'Scroll down for more' }))
      .not.toBeInTheDocument();
  });

  it('shows on a tall page, is accessible, scrolls on Enter and hides after 40 px', async () => {
    const screen = await render(<Page height={3000} />);
    const tip = screen.getByRole('button', { name: 'Scroll down for more' });
    await expect.element(tip).toBeVisible();
    await expectNoAxeViolations(screen.container);

    window.scrollTo(0, 40);
    await nextFrame();
    await expect.element(tip).toBeVisible();

    (tip.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => window.scrollY).toBeGreaterThan(40);
    await expect.element(tip).not.toBeInTheDocument();

    window.scrollTo(0, 0);
    await expect.element(screen.getByRole('button', { name: 'Scroll down for more' })).toBeVisible();
  });
});
