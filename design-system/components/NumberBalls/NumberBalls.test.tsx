import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../testing/axe';
import { NumberBalls, ballsOf } from './NumberBalls';

describe('NumberBalls', () => {
  it('draws a long number digit by digit and a list of numbers one ball each', () => {
    expect(ballsOf(['58213'])).toEqual(['5', '8', '2', '1', '3']);
    expect(ballsOf(['07'])).toEqual(['07']);
    expect(ballsOf(['1', '4', '6'])).toEqual(['1', '4', '6']);
    expect(ballsOf([])).toEqual([]);
  });

  it('is read as one phrase, the balls hidden', async () => {
    const screen = await render(<NumberBalls numbers={['58213']} label="Último resultado" size="md" />);
    await expect.element(screen.getByText('Último resultado: 58213')).toBeInTheDocument();
    const balls = screen.container.querySelectorAll('[aria-hidden="true"] > span');
    expect([...balls].map((b) => b.textContent)).toEqual(['5', '8', '2', '1', '3']);
  });

  it('has no axe violations, and the keyboard passes over it (nothing to focus)', async () => {
    await render(
      <div>
        <button type="button">Antes</button>
        <NumberBalls numbers={['03', '07', '01']} label="Último resultado" />
        <button type="button">Depois</button>
      </div>,
    );
    await expectNoAxeViolations();
    await userEvent.click(page.getByRole('button', { name: 'Antes' }));
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Depois' })).toHaveFocus();
  });
});
