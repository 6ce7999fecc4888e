import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Stack } from './Stack';

describe('Stack', () => {
  it('lays its children out in a row or a column with a token gap', async () => {
    const screen = await render(
      <Stack as="ul" direction="row" gap="md" data-testid="s" aria-label="Lista">
        <li>A</li>
        <li>B</li>
      </Stack>,
    );
    const el = screen.getByTestId('s').element() as HTMLElement;
    const style = getComputedStyle(el);
    expect(el.tagName).toBe('UL');
    expect(style.flexDirection).toBe('row');
    expect(parseFloat(style.columnGap)).toBeGreaterThan(0);
    // A list keeps its semantics without the browser's bullets and indent.
    expect(style.listStyleType).toBe('none');
    expect(style.paddingInlineStart).toBe('0px');
    await expectNoAxeViolations();
  });

  it('keeps DOM order as the Tab order', async () => {
    const screen = await render(
      <Stack direction="row" justify="between">
        <button type="button">Primeiro</button>
        <button type="button">Segundo</button>
      </Stack>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Primeiro' })).toHaveFocus();
  });
});
