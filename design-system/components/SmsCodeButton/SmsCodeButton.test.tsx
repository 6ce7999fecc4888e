import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { SmsCodeButton } from './SmsCodeButton';

const countdown = (s: number) => `${s} s`;

describe('SmsCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('sends once, counts down the default 60 s in 500 ms ticks, then is available again', async () => {
    const onSend = vi.fn(async () => undefined);
    const onExpire = vi.fn();
    const screen = await render(
      <SmsCodeButton label="Obter código" renderCountdown={countdown} onSend={onSend} onExpire={onExpire} />,
    );
    const button = screen.getByRole('button');
    const el = button.element() as HTMLButtonElement;
    await act(async () => {
      el.click();
      el.click();
    });
    expect(onSend).toHaveBeenCalledOnce();
    expect(el.textContent).toBe('60 s');
    expect(el.getAttribute('aria-disabled')).toBe('true');

    await act(async () => vi.advanceTimersByTime(1500));
    expect(el.textContent).toBe('59 s');
    await act(async () => el.click());
    expect(onSend).toHaveBeenCalledOnce();

    await act(async () => vi.advanceTimersByTime(58_500));
    expect(el.textContent).toBe('Obter código');
    expect(el.getAttribute('aria-disabled')).toBeNull();
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('counts to the expiry the platform returns', async () => {
    const onSend = vi.fn(async () => Date.now() + 90_000);
    const screen = await render(
      <SmsCodeButton label="Obter código" renderCountdown={countdown} onSend={onSend} />,
    );
    const el = screen.getByRole('button').element() as HTMLButtonElement;
    await act(async () => el.click());
    expect(el.textContent).toBe('90 s');
  });

  it('follows a controlled expiry and stays idle after a failed send', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('network');
    });
    const screen = await render(
      <SmsCodeButton label="Obter código" renderCountdown={countdown} onSend={onSend} />,
    );
    const el = screen.getByRole('button').element() as HTMLButtonElement;
    await act(async () => el.click());
    expect(el.textContent).toBe('Obter código');
    await screen.rerender(
      <SmsCodeButton
        label="Obter código"
        renderCountdown={countdown}
        onSend={onSend}
        expiresAt={Date.now() + 10_000}
      />,
    );
    expect(el.textContent).toBe('10 s');
  });
});

describe('SmsCodeButton (real time)', () => {
  it('has no axe violations and sends from the keyboard', async () => {
    const onSend = vi.fn();
    const screen = await render(
      <div>
        <SmsCodeButton label="Obter código" renderCountdown={countdown} onSend={onSend} />
        <SmsCodeButton label="Obter código" renderCountdown={countdown} onSend={onSend} loading />
      </div>,
    );
    await expectNoAxeViolations();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    await expect.element(screen.getByRole('button', { name: '60 s' })).toHaveFocus();
  });
});
