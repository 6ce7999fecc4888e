import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../testing/axe';
import { SummaryList, SummaryRow } from './SummaryList';

describe('SummaryList', () => {
  it('is a description list of label and value pairs, the emphasised value in bold', async () => {
    const screen = await render(
      <SummaryList aria-label="Resumo">
        <SummaryRow label="Taxa">R$ 2,50</SummaryRow>
        <SummaryRow label="Valor creditado" emphasis data-testid="credited">
          R$ 247,50
        </SummaryRow>
      </SummaryList>,
    );
    const dl = screen.container.querySelector('dl')!;
    expect([...dl.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Taxa', 'Valor creditado']);
    const credited = screen.getByTestId('credited').element();
    expect(credited.tagName).toBe('DD');
    expect(Number(getComputedStyle(credited).fontWeight)).toBeGreaterThanOrEqual(700);
    await expectNoAxeViolations(screen.container);
  });
});
