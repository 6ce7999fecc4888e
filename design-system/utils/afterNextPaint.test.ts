import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFrames() {
  const frames: FrameRequestCallback[] = [];
  const cancel = vi.fn();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', cancel);
  return { frames, cancel };
}

describe('afterNextPaint', () => {
  it('runs in a task queued by the next animation frame, not in the frame itself', () => {
    vi.useFakeTimers();
    const { frames } = stubFrames();
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    frames[0]!(16);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancels before the frame and between the frame and the task', () => {
    vi.useFakeTimers();
    const { frames, cancel } = stubFrames();
    const early = vi.fn();
    afterNextPaint(early)();
    expect(cancel).toHaveBeenCalledWith(1);
    const late = vi.fn();
    const stop = afterNextPaint(late);
    frames[1]!(16);
    stop();
    vi.advanceTimersByTime(10);
    expect(late).not.toHaveBeenCalled();
  });
});
