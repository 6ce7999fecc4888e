import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders h1–h4 by level, or the element given by as', async () => {
    const screen = await render(
      <div>
        <Heading level={1}>Um</Heading>
        <Heading level={4} as="h2">
          Dois
        </Heading>
        <Heading level={3}>Três</Heading>
      </div>,
    );
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Um');
    await expect.element(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Três');
    await expect.element(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Dois');
    await expectNoAxeViolations();
  });

  it('can be a focus target for a skip link via tabIndex -1 without joining the Tab order', async () => {
    const screen = await render(
      <div>
        <Heading level={1} tabIndex={-1}>
          Título
        </Heading>
        <button type="button">Seguinte</button>
      </div>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Seguinte' })).toHaveFocus();
    (screen.getByRole('heading').element() as HTMLElement).focus();
    await expect.element(screen.getByRole('heading')).toHaveFocus();
  });
});
