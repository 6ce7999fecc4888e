import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Card } from './Card';
import { cardTones } from './Card.css';

describe('Card', () => {
  it('has no axe violations in any tone, static, link or button', async () => {
    await render(
      <div>
        {cardTones.map((tone) => (
          <Card key={tone} tone={tone}>
            {tone}
          </Card>
        ))}
        <Card href="#x">Ligação</Card>
        <Card onClick={() => {}}>Botão</Card>
        <Card as="section" aria-label="Secção">
          Região
        </Card>
      </div>,
    );
    await expectNoAxeViolations();
  });

  it('as a button is reached with Tab and pressed with Space', async () => {
    const onClick = vi.fn();
    const screen = await render(<Card onClick={onClick}>Abrir promoção</Card>);
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Abrir promoção' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledOnce();
  });
});
