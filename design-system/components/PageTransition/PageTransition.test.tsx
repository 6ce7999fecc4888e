import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PageTransition } from './PageTransition';
import { expectNoAxeViolations } from '../../testing/axe';
import { emulateReducedMotion } from '../../testing/motion';

function Pages({ swipedBack = false }: { swipedBack?: boolean }) {
  const [page, setPage] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setPage((p) => p + 1)}>
        Next page
      </button>
      <PageTransition transitionKey={String(page)} swipedBack={swipedBack}>
        <h1>Page {page}</h1>
      </PageTransition>
    </>
  );
}

afterEach(() => emulateReducedMotion(true));

describe('PageTransition', () => {
  it('fades a new page in over the page duration, and is accessible', async () => {
    await emulateReducedMotion(false);
    const screen = await render(<Pages />);
    const wrapper = screen.container.querySelector('[data-transition]') as HTMLElement;
    expect(wrapper.dataset.transition).toBe('fade');
    const style = getComputedStyle(wrapper);
    expect(style.animationName).not.toBe('none');
    // The test setup zeroes animation durations (no-motion.css); the fade reads the page-duration token.
    expect(style.getPropertyValue('--mc-motion-duration-page').trim()).toBe('300ms');
    await expectNoAxeViolations(screen.container);
  });

  it('mounts a new page on navigation (keyboard), without a fade after a swipe-back', async () => {
    await emulateReducedMotion(false);
    const screen = await render(<Pages swipedBack />);
    const first = screen.container.querySelector('[data-transition]');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('heading')).toHaveTextContent('Page 2');
    const second = screen.container.querySelector('[data-transition]') as HTMLElement;
    expect(second).not.toBe(first);
    expect(second.dataset.transition).toBe('none');
    expect(getComputedStyle(second).animationName).toBe('none');
  });

  it('does not fade under reduced motion', async () => {
    await emulateReducedMotion(true);
    const screen = await render(<Pages />);
    expect((screen.container.querySelector('[data-transition]') as HTMLElement).dataset.transition).toBe(
      'none',
    );
  });
});
