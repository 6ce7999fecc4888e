import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LanguagePicker } from './LanguagePicker';
import { sampleLanguages } from './fixtures';
import { expectNoAxeViolations } from '../../testing/axe';

function Demo({ onChange }: { onChange: (code: string) => void }) {
  const [value, setValue] = useState('pt');
  return (
    <LanguagePicker
      label="Idioma"
      languages={sampleLanguages}
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
}

describe('LanguagePicker', () => {
  it('marks the current language as checked and passes axe', async () => {
    const screen = await render(<Demo onChange={() => {}} />);
    await expect.element(screen.getByRole('radiogroup', { name: 'Idioma' })).toBeVisible();
    await expect
      .element(screen.getByRole('radio', { name: 'Português', exact: true }))
      .toHaveAttribute('aria-checked', 'true');
    await expect
      .element(screen.getByRole('radio', { name: 'English' }))
      .toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('ไทย').element().getAttribute('lang')).toBe('th');
    await expectNoAxeViolations(screen.container);
  });

  it('chooses a language with the arrow keys', async () => {
    const onChange = vi.fn();
    const screen = await render(<Demo onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('radio', { name: 'Português', exact: true })).toHaveFocus();
    // Held down as a finger holds a key: the radio group chooses on the focus an arrow key moves while
    // the key is down, and a release sent at once can come before that focus on a busy machine.
    await userEvent.keyboard('{ArrowDown>}');
    // The arrow moves the focus, and the focus chooses (a render later on a busy machine).
    await expect.poll(() => onChange.mock.lastCall?.[0]).toBe('en');
    await userEvent.keyboard('{/ArrowDown}');
    await expect
      .element(screen.getByRole('radio', { name: 'English' }))
      .toHaveAttribute('aria-checked', 'true');
    await expect.element(screen.getByRole('radio', { name: 'English' })).toHaveFocus();
  });
});
