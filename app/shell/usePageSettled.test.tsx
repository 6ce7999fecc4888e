// A popup over a page waits until the page is drawn and the browser is idle.
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { usePageSettled } from './usePageSettled';

const seen: boolean[] = [];
let settledAt = 0;
function Probe({ timeout }: { timeout?: number }) {
  const settled = usePageSettled(timeout);
  seen.push(settled);
  if (settled && !settledAt) settledAt = performance.now();
  return <p>{settled ? 'settled' : 'drawing'}</p>;
}

describe('usePageSettled', () => {
  it('is false on the first render and becomes true after the page has been drawn', async () => {
    seen.length = 0;
    let painted = false;
    requestAnimationFrame(() => setTimeout(() => (painted = true)));
    const screen = await render(<Probe />);
    expect(seen[0]).toBe(false);
    await expect.element(screen.getByText('settled')).toBeInTheDocument();
    expect(painted).toBe(true);
  });

  it('settles within its timeout while the page keeps the browser busy', async () => {
    seen.length = 0;
    settledAt = 0;
    const screen = await render(<Probe timeout={100} />);
    const start = performance.now();
    // Busy for 400 ms in 20 ms slices: the browser is never idle long enough meanwhile.
    await new Promise<void>((resolve) => {
      const slice = () => {
        const end = performance.now() + 20;
        while (performance.now() < end) {
          /* busy */
        }
        if (performance.now() - start < 400) setTimeout(slice, 0);
        else resolve();
      };
      slice();
    });
    await expect.element(screen.getByText('settled')).toBeInTheDocument();
    // Settled while the busy slices were still running, not after them.
    expect(settledAt - start).toBeGreaterThan(0);
    expect(settledAt - start).toBeLessThan(380);
  });
});
