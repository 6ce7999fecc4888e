import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes the size asked for', async () => {
    const screen = await render(
      <div aria-busy="true">
        <Skeleton shape="rect" width="10rem" height="4rem" />
        <Skeleton shape="text" lines={3} />
        <Skeleton shape="circle" height="2rem" />
      </div>,
    );
    const rect = screen.container.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    expect(rect.width).toBeCloseTo(160, 0);
    expect(rect.height).toBeCloseTo(64, 0);
    const circle = screen.container.lastElementChild!.lastElementChild!.getBoundingClientRect();
    expect(circle.width).toBeCloseTo(circle.height, 0);
    await expectNoAxeViolations();
  });

  it('is not animated under reduced motion (the test browser asks for it)', async () => {
    const screen = await render(<Skeleton />);
    const el = screen.container.querySelector('span')!;
    expect(getComputedStyle(el).animationName).toBe('none');
  });

  it('never takes keyboard focus', async () => {
    const screen = await render(
      <div>
        <Skeleton shape="text" lines={2} />
        <button type="button">Tentar de novo</button>
      </div>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('button')).toHaveFocus();
  });
});
