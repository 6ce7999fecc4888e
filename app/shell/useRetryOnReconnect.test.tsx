// The game screens retry what failed once the connection comes back, and only then.
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { useRetryOnReconnect } from './useRetryOnReconnect';

function Probe({ online, failed, retry }: { online: boolean; failed: boolean; retry: () => void }) {
  useRetryOnReconnect(online, failed, retry);
  return null;
}

describe('useRetryOnReconnect', () => {
  it('retries a failure once when the connection returns', async () => {
    const retry = vi.fn();
    const screen = await render(<Probe online={false} failed retry={retry} />);
    expect(retry).not.toHaveBeenCalled();
    await screen.rerender(<Probe online failed retry={retry} />);
    expect(retry).toHaveBeenCalledTimes(1);
    // Still online (the retry failed again): the player's retry button is the way, not a loop.
    await screen.rerender(<Probe online failed={false} retry={retry} />);
    await screen.rerender(<Probe online failed retry={retry} />);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does nothing when nothing failed, or when online all along', async () => {
    const retry = vi.fn();
    const screen = await render(<Probe online={false} failed={false} retry={retry} />);
    await screen.rerender(<Probe online failed={false} retry={retry} />);
    await screen.rerender(<Probe online failed retry={retry} />);
    expect(retry).not.toHaveBeenCalled();
  });
});
