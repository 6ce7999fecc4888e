import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../testing/axe';
import { CopyField, type CopyFieldProps } from './CopyField';

const props: CopyFieldProps = {
  label: 'Conta',
  value: '6222 0202 0000 1234',
  copyLabel: 'Copiar',
  copyAriaLabel: 'Copiar Conta',
  copiedLabel: 'Copiado',
  failedLabel: 'Não foi possível copiar',
};

describe('CopyField', () => {
  it('has no axe violations, idle and copied', async () => {
    const screen = await render(<CopyField {...props} writeText={() => Promise.resolve()} />);
    await expectNoAxeViolations();
    await screen.getByRole('button', { name: 'Copiar Conta' }).click();
    await expect.element(screen.getByRole('button', { name: 'Copiado' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('copies the value once per tap and says so, then returns to idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const writeText = vi.fn(() => Promise.resolve());
      const screen = await render(<CopyField {...props} writeText={writeText} />);
      await screen.getByRole('button', { name: 'Copiar Conta' }).click();
      expect(writeText).toHaveBeenCalledExactlyOnceWith('6222 0202 0000 1234');
      await expect.element(screen.getByRole('status')).toHaveTextContent('Copiado');
      await vi.advanceTimersByTimeAsync(2_000);
      await expect.element(screen.getByRole('button', { name: 'Copiar Conta' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('selects the value for a manual copy when the clipboard refuses', async () => {
    const screen = await render(<CopyField {...props} writeText={() => Promise.reject(new Error('no'))} />);
    await screen.getByRole('button', { name: 'Copiar Conta' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Não foi possível copiar');
    expect(window.getSelection()?.toString()).toBe('6222 0202 0000 1234');
  });
});
