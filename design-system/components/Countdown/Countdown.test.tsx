import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../testing/axe';
import { Countdown, formatTimeLeft } from './Countdown';

const label = (t: string) => `Faltam ${t}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('formats minutes and seconds, and hours when there are some', () => {
    expect(formatTimeLeft(754_000)).toBe('12:34');
    expect(formatTimeLeft(1)).toBe('00:01');
    expect(formatTimeLeft(3_723_000)).toBe('1:02:03');
    expect(formatTimeLeft(-5)).toBe('00:00');
  });

  it('ticks each second to the instant, then shows the expired state and calls onExpire once', async () => {
    let t = 1_000_000;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onExpire = vi.fn();
    const screen = await render(
      <Countdown
        to={t + 2_000}
        now={() => t}
        renderLabel={label}
        expiredLabel="Expirou"
        onExpire={onExpire}
      />,
    );
    await expect.element(screen.getByRole('timer')).toHaveTextContent('Faltam 00:02');
    t += 1_000;
    await vi.advanceTimersByTimeAsync(1_000);
    await expect.element(screen.getByRole('timer')).toHaveTextContent('Faltam 00:01');
    t += 1_000;
    await vi.advanceTimersByTimeAsync(1_000);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Expirou');
    t += 5_000;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('ticks when the whole seconds left change, not a second after it appeared', async () => {
    let t = 1_000_000;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const screen = await render(
      <Countdown to={t + 1_300} now={() => t} renderLabel={label} expiredLabel="Expirou" />,
    );
    await expect.element(screen.getByRole('timer')).toHaveTextContent('Faltam 00:02');
    t += 300;
    await vi.advanceTimersByTimeAsync(300);
    await expect.element(screen.getByRole('timer')).toHaveTextContent('Faltam 00:01');
    t += 1_000;
    await vi.advanceTimersByTimeAsync(1_000);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Expirou');
  });

  it('has no axe violations, running with its bar and expired', async () => {
    await render(
      <div>
        <Countdown to={2_000_000} from={0} now={() => 1_000_000} renderLabel={label} expiredLabel="Expirou" />
        <Countdown to={0} now={() => 1_000_000} renderLabel={label} expiredLabel="Expirou" />
      </div>,
    );
    await expectNoAxeViolations();
  });

  it('glides its bar between ticks, and steps it without animation under reduced motion', async () => {
    // The test pages switch every transition off (screenshots), so the bar's own rules are read.
    const screen = await render(
      <Countdown to={2_000_000} from={0} now={() => 1_000_000} renderLabel={label} expiredLabel="Expirou" />,
    );
    const fill = screen.container.querySelector('[aria-hidden="true"] > div')!;
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const own = (r: CSSRule) => r instanceof CSSStyleRule && fill.matches(r.selectorText);
    const plain = rules.filter(own) as CSSStyleRule[];
    expect(plain.some((r) => r.style.transitionDuration === '1s')).toBe(true);
    const reduced = rules
      .filter((r): r is CSSMediaRule => r instanceof CSSMediaRule)
      .filter((r) => r.conditionText.includes('prefers-reduced-motion: reduce'))
      .flatMap((r) => [...r.cssRules].filter(own) as CSSStyleRule[]);
    expect(reduced.map((r) => r.style.transitionDuration)).toContain('0s');
  });
});
