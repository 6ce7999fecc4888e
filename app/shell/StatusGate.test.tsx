import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { systemStatusFixture } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';
import { START_TIMEOUT_MS } from './startup';

describe('status gate deadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("turns a status call that never answers into 'loading failed, tap to retry', and retries", async () => {
    let answer: (() => void) | null = null;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, platform } = await renderApp('/m/set', {
      start: false,
      handlers: {
        systemStatus: () =>
          new Promise((resolve) => {
            // The first call hangs for ever; the retry's call answers when the test says so.
            if (platform.callsTo('systemStatus').length > 1) {
              answer = () => resolve(systemStatusFixture('aurum'));
            }
          }),
      },
    });
    void store.start();
    await expect.element(page.getByRole('status')).toBeInTheDocument();
    vi.advanceTimersByTime(START_TIMEOUT_MS - 1);
    await expect
      .element(page.getByText('Falha ao carregar, toque para tentar novamente'))
      .not.toBeInTheDocument();
    vi.advanceTimersByTime(1);
    await expect.element(page.getByText('Falha ao carregar, toque para tentar novamente')).toBeVisible();
    vi.useRealTimers();
    await userEvent.click(page.getByRole('button', { name: 'Tentar novamente' }));
    await vi.waitUntil(() => answer !== null);
    answer!();
    await expect.element(page.getByRole('heading', { name: 'Definições' })).toBeVisible();
  });
});
