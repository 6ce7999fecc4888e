import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../testing/axe';
import { Progress } from './Progress';

describe('Progress', () => {
  it('names the bar by its label and announces the figures as its value', async () => {
    const screen = await render(
      <Progress label="Depósitos" value={25} max={100} valueText="25 / 100" hint="Faltam 75" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Depósitos' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '25');
    await expect.element(bar).toHaveAttribute('aria-valuemax', '100');
    await expect.element(bar).toHaveAttribute('aria-valuetext', '25 / 100');
    await expect.element(screen.getByText('Faltam 75')).toBeVisible();
    const fill = bar.element().firstElementChild as HTMLElement;
    expect(fill.style.width).toBe('25%');
  });

  it('keeps the value within the target and counts a target of 0 as reached', async () => {
    const screen = await render(
      <div>
        <Progress label="Acima" value={150} max={100} valueText="150 / 100" />
        <Progress label="Abaixo" value={-5} max={100} valueText="0 / 100" />
        <Progress label="Sem requisito" value={0} max={0} valueText="0" />
      </div>,
    );
    await expect
      .element(screen.getByRole('progressbar', { name: 'Acima' }))
      .toHaveAttribute('aria-valuenow', '100');
    await expect
      .element(screen.getByRole('progressbar', { name: 'Abaixo' }))
      .toHaveAttribute('aria-valuenow', '0');
    await expect
      .element(screen.getByRole('progressbar', { name: 'Sem requisito' }))
      .toHaveAttribute('data-state', 'complete');
  });

  it('has no axe violations, part way and complete', async () => {
    await render(
      <div>
        <Progress label="Depósitos" value={25} max={100} valueText="25 / 100" hint="Faltam 75" />
        <Progress label="Apostas" value={100} max={100} valueText="100 / 100" hint="Concluído" />
      </div>,
    );
    await expectNoAxeViolations();
  });
});
