import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Text } from './Text';
import { textTones } from './Text.css';

describe('Text', () => {
  it('renders the chosen element with readable colours (axe contrast) in every tone', async () => {
    const screen = await render(
      <div>
        <Text as="p">Parágrafo</Text>
        {textTones
          .filter((t) => t !== 'onAccent' && t !== 'inherit')
          .map((tone) => (
            <Text key={tone} tone={tone}>
              {tone}
            </Text>
          ))}
      </div>,
    );
    expect(screen.container.querySelector('p')?.textContent).toBe('Parágrafo');
    await expectNoAxeViolations();
  });

  it('as a label focuses its field from the keyboard flow', async () => {
    const screen = await render(
      <div>
        <Text as="label" htmlFor="nick">
          Apelido
        </Text>
        <input id="nick" />
      </div>,
    );
    await userEvent.tab();
    await expect.element(screen.getByLabelText('Apelido')).toHaveFocus();
  });
});
