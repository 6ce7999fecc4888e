import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { systemStatusFixture } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';
import { START_TIMEOUT_MS } from './startup';

describe('status gate deadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("turns a status call that does not answer into 'loading failed, tap to retry', and retries", async () => {
    let answer: (() => void) | null = null;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store } = await renderApp('/m/set', {
      start: false,
      handlers: {
        systemStatus: () =>
          new Promise((resolve) => {
            answer = () => resolve(systemStatusFixture('aurum'));
          }),
      },
    });
    void store.start();
    await expect.element(page.getByRole('status')).toBeInTheDocument();
    const failed = page.getByText('Falha ao carregar, toque para tentar novamente');
    vi.advanceTimersByTime(START_TIMEOUT_MS - 1);
    await expect.element(failed).not.toBeInTheDocument();
    vi.advanceTimersByTime(1);
    await expect.element(failed).toBeVisible();
    vi.useRealTimers();
    // The call is still pending: the retry waits for it (a read in flight is shared, not repeated).
    await userEvent.click(page.getByRole('button', { name: 'Tentar novamente' }));
    await expect.element(page.getByRole('status')).toBeInTheDocument();
    expect(answer).not.toBeNull();
    answer!();
    await expect.element(page.getByRole('heading', { name: 'Definições' })).toBeVisible();
  });
});
