import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { useAfterNextPaint } from './useAfterNextPaint';

/** Two paints: the first runs the animation frame that queues the task, the second comes after it. */
const twoFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

let schedule: (run: () => void) => void = () => undefined;
function Scheduler() {
  schedule = useAfterNextPaint();
  return <p>agendado</p>;
}

describe('useAfterNextPaint', () => {
  it('runs only the latest of what was scheduled before the paint', async () => {
    await render(<Scheduler />);
    const first = vi.fn();
    const latest = vi.fn();
    schedule(first);
    schedule(latest);
    expect(latest).not.toHaveBeenCalled();
    await twoFrames();
    await vi.waitFor(() => expect(latest).toHaveBeenCalledTimes(1));
    expect(first).not.toHaveBeenCalled();
  });

  it('runs nothing once the component is gone', async () => {
    const screen = await render(<Scheduler />);
    const run = vi.fn();
    schedule(run);
    await screen.unmount();
    await twoFrames();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).not.toHaveBeenCalled();
  });
});
