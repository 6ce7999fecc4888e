import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../testing/axe';
import { BarList } from './BarList';

describe('BarList', () => {
  it('draws each bar as its share of the largest entry, whatever the sign', async () => {
    const screen = await render(
      <BarList
        label="Resultado"
        entries={[
          { key: 'a', label: 'Slots', value: -200, display: '-¥200.00', tone: 'negative' },
          { key: 'b', label: 'Pesca', value: 50, display: '+¥50.00', tone: 'positive' },
          { key: 'c', label: 'Cartas', value: 0, display: '¥0.00' },
        ]}
      />,
    );
    const bar = (key: string) =>
      screen.container.querySelector<HTMLElement>(`[data-key="${key}"] [aria-hidden] > span`);
    expect(bar('a')?.style.width).toBe('100%');
    expect(bar('b')?.style.width).toBe('25%');
    expect(bar('c')).toBeNull();
    await expect.element(screen.getByRole('list', { name: 'Resultado' })).toBeVisible();
    await expectNoAxeViolations();
  });
});
