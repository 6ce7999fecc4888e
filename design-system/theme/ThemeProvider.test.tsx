import { Component, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider, useTheme } from './ThemeProvider';
import { loadMerchantTheme } from './runtime';

function Probe() {
  const { theme, status } = useTheme();
  return (
    <p data-testid="probe">
      {theme?.code}:{status}
    </p>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

const html = document.documentElement;
const cssVar = (el: Element, name: string) => getComputedStyle(el).getPropertyValue(name).trim();

describe('ThemeProvider', () => {
  it('shows the fallback until the theme is on <html>, then the children', async () => {
    const screen = await render(
      <ThemeProvider merchant="verde" fallback={<p>splash</p>}>
        <Probe />
      </ThemeProvider>,
    );
    // verde's chunk has not been loaded in this file yet, so the first paint is the fallback.
    expect(screen.container.textContent).toBe('splash');
    await expect.element(screen.getByTestId('probe')).toHaveTextContent('verde:ready');
    expect(html.dataset.merchant).toBe('verde');
    expect(html.classList.contains((await loadMerchantTheme('verde')).className)).toBe(true);
  });

  it('switches theme when the merchant changes, keeping the children mounted', async () => {
    const screen = await render(
      <ThemeProvider merchant="aurum">
        <Probe />
      </ThemeProvider>,
    );
    await expect.element(screen.getByTestId('probe')).toHaveTextContent('aurum:ready');
    await screen.rerender(
      <ThemeProvider merchant="lumen">
        <Probe />
      </ThemeProvider>,
    );
    await expect.element(screen.getByTestId('probe')).toHaveTextContent('lumen:ready');
    expect(html.dataset.merchant).toBe('lumen');
    expect(cssVar(document.body, '--mc-color-bg-canvas')).toBe('#f6f4fb');
  });

  it('themes content rendered in a portal (Radix dialog) outside the React root', async () => {
    const screen = await render(
      <ThemeProvider merchant="verde">
        <Dialog.Root open>
          <Dialog.Portal>
            <Dialog.Content aria-describedby={undefined}>
              <Dialog.Title>Portal</Dialog.Title>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    const verdeCanvas = (await import('./generated/docs/verde.json')).default.find(
      (d: { path: string }) => d.path === 'color.bg.canvas',
    )?.value;
    expect(cssVar(dialog.element(), '--mc-color-bg-canvas')).toBe(verdeCanvas);
  });

  it('useTheme outside the provider is a programming error', async () => {
    const screen = await render(
      <Boundary>
        <Probe />
      </Boundary>,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('useTheme() is used outside <ThemeProvider>');
  });
});
