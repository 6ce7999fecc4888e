import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FloatingPanel } from './FloatingPanel';
import { expectNoAxeViolations } from '../../testing/axe';

function renderPanel(onClose = vi.fn()) {
  return render(
    <main>
      <button type="button">Jogos</button>
      <FloatingPanel.Root
        title="Descarregue a aplicação"
        description="Jogue mais depressa."
        closeLabel="Mais tarde"
        onClose={onClose}
        data-testid="panel"
      >
        <FloatingPanel.Actions>
          <button type="button">Descarregar</button>
        </FloatingPanel.Actions>
      </FloatingPanel.Root>
    </main>,
  );
}

describe('FloatingPanel', () => {
  it('is a named, described, non-modal dialog that takes no focus, and passes axe', async () => {
    const screen = await renderPanel();
    const panel = screen.getByRole('dialog', { name: 'Descarregue a aplicação' });
    await expect.element(panel).toHaveAttribute('aria-modal', 'false');
    await expect.element(panel).toHaveAccessibleDescription('Jogue mais depressa.');
    expect(document.activeElement).toBe(document.body);
    await expectNoAxeViolations(screen.container);
  });

  it('leaves the page in reach: the keyboard goes from the page into the card', async () => {
    await renderPanel();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.textContent).toBe('Jogos');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Mais tarde');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.textContent).toBe('Descarregar');
  });

  it('closes from its close button, and with Escape only while focus is inside', async () => {
    const onClose = vi.fn();
    await renderPanel(onClose);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Descarregar' }).click();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await page.getByRole('button', { name: 'Mais tarde' }).click();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('sends a keyboard that closes it from inside back to where it came from', async () => {
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <main>
          <button type="button">Jogos</button>
          {shown ? (
            <FloatingPanel.Root
              title="Descarregue a aplicação"
              closeLabel="Mais tarde"
              onClose={() => setShown(false)}
            >
              <FloatingPanel.Actions>
                <button type="button">Descarregar</button>
              </FloatingPanel.Actions>
            </FloatingPanel.Root>
          ) : null}
        </main>
      );
    }
    await render(<Page />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Mais tarde');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Jogos');
  });

  it('gives its close button a full tap target', async () => {
    await renderPanel();
    const close = page.getByRole('button', { name: 'Mais tarde' }).element().getBoundingClientRect();
    expect(close.width).toBeGreaterThanOrEqual(44);
    expect(close.height).toBeGreaterThanOrEqual(44);
  });
});
