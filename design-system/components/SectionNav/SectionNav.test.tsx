import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { SectionNav } from './SectionNav';

const items = [
  { id: 't-one', label: 'Um' },
  { id: 't-two', label: 'Dois' },
  { id: 't-three', label: 'Três' },
];

function Page({ onCurrentChange }: { onCurrentChange?: (id: string) => void }) {
  return (
    <div>
      <div style={{ position: 'sticky', top: 0, zIndex: 1 }}>
        <SectionNav label="Secções" items={items} onCurrentChange={onCurrentChange} />
      </div>
      {items.map((item) => (
        <section key={item.id} id={item.id} aria-label={item.label} style={{ height: '900px' }}>
          {item.label}
        </section>
      ))}
    </div>
  );
}

const current = () => document.querySelector('nav a[aria-current="location"]')?.textContent;

afterEach(() => {
  window.scrollTo({ top: 0, behavior: 'instant' });
});

describe('SectionNav', () => {
  it('goes to a section by keyboard: it is marked current, scrolled under the bar and focused', async () => {
    const onCurrentChange = vi.fn();
    const screen = await render(<Page onCurrentChange={onCurrentChange} />);
    expect(current()).toBe('Um');
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Um' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(current()).toBe('Dois');
    expect(onCurrentChange).toHaveBeenCalledWith('t-two');
    const section = document.getElementById('t-two')!;
    expect(document.activeElement).toBe(section);
    const bar = document.querySelector('nav')!.getBoundingClientRect().bottom;
    await expect.poll(() => Math.round(section.getBoundingClientRect().top - bar)).toBe(0);
  });

  it('follows the page as it scrolls, and marks the last section at the end of the page', async () => {
    await render(<Page />);
    window.scrollTo({ top: document.getElementById('t-two')!.offsetTop + 100, behavior: 'instant' });
    // The mark follows on the next frame after a scroll, which a busy machine may hold back.
    const settled = { timeout: 5000 };
    await expect.poll(current, settled).toBe('Dois');
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await expect.poll(current, settled).toBe('Três');
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expect.poll(current, settled).toBe('Um');
  });

  it('has no axe violations', async () => {
    await render(<Page />);
    await expectNoAxeViolations();
  });
});
