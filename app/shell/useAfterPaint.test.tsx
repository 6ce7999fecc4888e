import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useAfterPaint } from './useAfterPaint';

describe('useAfterPaint', () => {
  it('is false for the first frame and true once it has been painted', async () => {
    const seen: boolean[] = [];
    function Probe() {
      const painted = useAfterPaint();
      seen.push(painted);
      return <p data-painted={painted}>{painted ? 'after' : 'before'}</p>;
    }
    const screen = await render(<Probe />);
    expect(seen[0]).toBe(false);
    await expect.element(screen.getByText('after')).toBeInTheDocument();
  });
});
