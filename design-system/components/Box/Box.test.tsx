import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Box } from './Box';

describe('Box', () => {
  it('turns sprinkle props into classes and passes DOM props through', async () => {
    const screen = await render(
      <Box as="nav" aria-label="Atalhos" padding="md" background="surface" data-testid="box" display="flex">
        <a href="#a">A</a>
      </Box>,
    );
    const el = screen.getByTestId('box').element() as HTMLElement;
    expect(el.tagName).toBe('NAV');
    expect(el.getAttribute('padding')).toBeNull();
    expect(getComputedStyle(el).display).toBe('flex');
    expect(getComputedStyle(el).paddingTop).not.toBe('0px');
    await expectNoAxeViolations();
  });

  it('keeps its children in the keyboard order', async () => {
    const screen = await render(
      <Box display="flex" gap="sm">
        <button type="button">Um</button>
        <button type="button">Dois</button>
      </Box>,
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Dois' })).toHaveFocus();
  });

  it('lays out a list without bullets or indent, while padding sprinkles still apply', async () => {
    const screen = await render(
      <>
        <Box as="ul" data-testid="plain">
          <li>Um</li>
        </Box>
        <Box as="ul" paddingX="md" data-testid="padded">
          <li>Dois</li>
        </Box>
      </>,
    );
    const plain = getComputedStyle(screen.getByTestId('plain').element());
    expect(plain.listStyleType).toBe('none');
    expect(plain.paddingInlineStart).toBe('0px');
    expect(plain.marginBlockStart).toBe('0px');
    const padded = getComputedStyle(screen.getByTestId('padded').element());
    expect(padded.paddingInlineStart).not.toBe('0px');
    await expectNoAxeViolations();
  });
});
