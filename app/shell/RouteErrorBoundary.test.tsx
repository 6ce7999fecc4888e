import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { IntlProvider } from 'react-intl';
import axe from 'axe-core';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Fails on the first attempt (like a page chunk that did not download), renders on the next. */
function Flaky({ attempt }: { attempt: number }) {
  if (attempt === 0) throw new Error('chunk failed');
  return <p>Página carregada</p>;
}

function Harness({ onRetry }: { onRetry: () => void }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <IntlProvider locale="pt" defaultLocale="pt">
      <RouteErrorBoundary
        resetKey="/m/set"
        onRetry={() => {
          onRetry();
          setAttempt(attempt + 1);
        }}
      >
        <Flaky attempt={attempt} />
      </RouteErrorBoundary>
    </IntlProvider>
  );
}

describe('RouteErrorBoundary', () => {
  it("shows 'loading failed, tap to retry' and renders the page again on retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = vi.fn();
    await render(<Harness onRetry={onRetry} />);
    const heading = page.getByRole('heading', { name: 'Falha ao carregar, toque para tentar novamente' });
    await expect.element(heading).toBeVisible();
    const results = await axe.run(document.body);
    expect(results.violations.filter((v) => v.id !== 'region' && v.id !== 'page-has-heading-one')).toEqual(
      [],
    );
    await userEvent.click(page.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expect.element(page.getByText('Página carregada')).toBeVisible();
  });
});
