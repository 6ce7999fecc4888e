import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the built-in art, title and description with no axe violations', async () => {
    const screen = await render(<EmptyState title="Sem dados" description="Ainda não há registos." />);
    await expect.element(screen.getByText('Sem dados')).toBeVisible();
    await expect.element(screen.getByText('Ainda não há registos.')).toBeVisible();
    expect(screen.container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await expectNoAxeViolations();
  });

  it('uses an image URL as decorative art and announces itself when live', async () => {
    const screen = await render(
      <EmptyState title="Nada aqui" image="data:image/gif;base64,R0lGODlhAQABAAAAACw=" live />,
    );
    expect(screen.container.querySelector('img')?.getAttribute('alt')).toBe('');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Nada aqui');
  });

  it('reaches its action with Tab and runs it with Enter', async () => {
    const retry = vi.fn();
    const screen = await render(
      <EmptyState title="Erro" tone="danger" action={<Button onClick={retry}>Tentar</Button>} />,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Tentar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(retry).toHaveBeenCalledOnce();
  });
});
