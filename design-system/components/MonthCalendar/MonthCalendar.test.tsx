import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { MonthCalendar, monthWeeks } from './MonthCalendar';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((short) => ({
  short,
  long: `${short}day`,
}));
const label = (d: number, s: { marked: boolean; today: boolean }) =>
  `November ${d}${s.today ? ', today' : ''}${s.marked ? ', checked in' : ''}`;

describe('monthWeeks', () => {
  it('lays a month out in weeks from Monday or Sunday', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const monday = monthWeeks(2026, 11, 1);
    expect(monday[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(monday).toHaveLength(6);
    expect(monday.at(-1)).toEqual([30, null, null, null, null, null, null]);
    const sunday = monthWeeks(2026, 11, 0);
    expect(sunday[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sunday).toHaveLength(5);
    // February 2027: 28 days from a Monday, four whole weeks.
    expect(monthWeeks(2027, 2, 1)).toHaveLength(4);
    expect(monthWeeks(2028, 2, 1).flat().filter(Boolean)).toHaveLength(29);
  });
});

describe('MonthCalendar', () => {
  it('names each day with its state, marks the marked ones and mutes the days after today', async () => {
    const screen = await render(
      <MonthCalendar
        year={2026}
        month={11}
        caption="November 2026"
        weekdays={weekdays}
        marked={new Set([3, 22])}
        today={22}
        dayLabel={label}
      />,
    );
    await expect.element(screen.getByRole('table', { name: 'November 2026' })).toBeVisible();
    const headers = screen.getByRole('columnheader').elements();
    expect(headers.map((h) => h.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(headers[0]!.getAttribute('abbr')).toBe('Monday');
    await expect.element(screen.getByText('November 22, today, checked in')).toBeInTheDocument();
    await expect.element(screen.getByText('November 3, checked in')).toBeInTheDocument();
    const cells = screen.container.querySelectorAll('[data-marked]');
    expect([...cells].map((c) => c.getAttribute('data-day'))).toEqual(['3', '22']);
    const colour = (d: number) =>
      getComputedStyle(screen.container.querySelector(`[data-day="${d}"] > span`)!).color;
    expect(colour(23)).not.toBe(colour(21));
  });

  it('takes no focus (it shows, it does not pick) and has no axe violations', async () => {
    const screen = await render(
      <div>
        <button type="button">before</button>
        <MonthCalendar
          year={2026}
          month={8}
          caption="August 2026"
          weekdays={weekdays}
          weekStartsOn={0}
          marked={new Set([1, 2])}
          dayLabel={label}
        />
        <button type="button">after</button>
      </div>,
    );
    (screen.getByRole('button', { name: 'before' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    await expectNoAxeViolations();
  });
});
