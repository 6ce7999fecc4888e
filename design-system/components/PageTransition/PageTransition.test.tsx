import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PageTransition } from './PageTransition';
import { expectNoAxeViolations } from '../../testing/axe';
import { emulateReducedMotion } from '../../testing/motion';

function Pages({ swipedBack = false, appear }: { swipedBack?: boolean; appear?: boolean }) {
  const [page, setPage] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setPage((p) => p + 1)}>
        Next page
      </button>
      <PageTransition transitionKey={String(page)} swipedBack={swipedBack} appear={appear}>
        <h1>Page {page}</h1>
      </PageTransition>
    </>
  );
}

afterEach(() => emulateReducedMotion(true));

describe('PageTransition', () => {
  it('shows the first page at once and fades a new page in over the page duration, accessibly', async () => {
    await emulateReducedMotion(false);
    const screen = await render(<Pages />);
    const first = screen.container.querySelector('[data-transition]') as HTMLElement;
    expect(first.dataset.transition).toBe('none');
    expect(getComputedStyle(first).animationName).toBe('none');
    await screen.getByRole('button', { name: 'Next page' }).click();
    await expect.element(screen.getByRole('heading')).toHaveTextContent('Page 2');
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

  it('fades the first page in too with appear', async () => {
    await emulateReducedMotion(false);
    const screen = await render(<Pages appear />);
    expect((screen.container.querySelector('[data-transition]') as HTMLElement).dataset.transition).toBe(
      'fade',
    );
  });

  it('does not fade under reduced motion', async () => {
    await emulateReducedMotion(true);
    const screen = await render(<Pages appear />);
    expect((screen.container.querySelector('[data-transition]') as HTMLElement).dataset.transition).toBe(
      'none',
    );
  });
});
