import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { OfflineBanner } from './OfflineBanner';
import { expectNoAxeViolations } from '../../testing/axe';

describe('OfflineBanner', () => {
  it('announces its message as a status and passes axe', async () => {
    const screen = await render(<OfflineBanner message="Sem ligação à internet" />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Sem ligação à internet');
    await expectNoAxeViolations(screen.container);
  });

  it('reaches its action with the keyboard', async () => {
    const retry = vi.fn();
    await render(
      <OfflineBanner
        tone="danger"
        message="Falha ao carregar"
        action={
          <button type="button" onClick={retry}>
            Tentar de novo
          </button>
        }
      />,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
