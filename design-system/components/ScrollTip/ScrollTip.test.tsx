import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ScrollTip } from './ScrollTip';
import { expectNoAxeViolations } from '../../testing/axe';

/** A page whose content column leaves a 16 px gutter each side, like the app's screens. */
function Page({ height }: { height: number }) {
  return (
    <main style={{ padding: '0 16px' }}>
      <h1>Games</h1>
      <button type="button" style={{ width: '100%', height }}>
        Game
      </button>
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
    await expect.element(screen.getByRole('img', { name: 'Scroll down for more' })).not.toBeInTheDocument();
  });

  it('shows on a tall page, is accessible, and hides after 40 px', async () => {
    const screen = await render(<Page height={3000} />);
    const tip = screen.getByRole('img', { name: 'Scroll down for more' });
    await expect.element(tip).toBeVisible();
    await expectNoAxeViolations(screen.container);

    window.scrollTo(0, 40);
    await nextFrame();
    await expect.element(tip).toBeVisible();

    window.scrollTo(0, 41);
    await expect.element(tip).not.toBeInTheDocument();
    window.scrollTo(0, 0);
    await expect.element(screen.getByRole('img', { name: 'Scroll down for more' })).toBeVisible();
  });

  it('covers no content: it sits in the gutter, is no tap target, and taps pass through', async () => {
    const screen = await render(<Page height={3000} />);
    const tip = screen.getByRole('img', { name: 'Scroll down for more' });
    await expect.element(tip).toBeVisible();
    const box = tip.element().getBoundingClientRect();
    const content = screen.getByRole('button', { name: 'Game' }).element().getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(content.right);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    expect(getComputedStyle(tip.element()).pointerEvents).toBe('none');
    const under = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(tip.element().contains(under)).toBe(false);
  });
});
