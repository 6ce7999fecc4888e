import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Badge } from '../Badge';
import { RecordRow } from './RecordRow';

describe('RecordRow', () => {
  it('keeps one height whatever the texts and the badge', async () => {
    const screen = await render(
      <div style={{ width: 320 }}>
        <RecordRow title="Fortune Tiger" value="+¥1.00" tone="positive" data-testid="a" />
        <RecordRow
          title="A very long game name that cannot fit on one line of a phone"
          value="-¥12,345.00"
          tone="negative"
          meta="14/03/2026 11:40 · TCG_LOTTO_VN and more"
          badge={<Badge tone="accent">Em aberto</Badge>}
          detail="Aposta ¥12,345.00 · Válida ¥12,345.00"
          detailValue="Saldo ¥1,234.56"
          data-testid="b"
        />
      </div>,
    );
    const a = screen.getByTestId('a').element() as HTMLElement;
    const b = screen.getByTestId('b').element() as HTMLElement;
    expect(a.offsetHeight).toBe(b.offsetHeight);
    await expectNoAxeViolations();
  });

  it('is a button when it opens something, reachable by keyboard', async () => {
    const onClick = vi.fn();
    const screen = await render(<RecordRow title="Fortune Tiger" value="+¥1.00" onClick={onClick} />);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: /Fortune Tiger/ });
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
    await expectNoAxeViolations();
  });
});
