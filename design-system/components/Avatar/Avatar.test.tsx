import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../testing/axe';
import { Avatar, initialOf } from './Avatar';

describe('Avatar', () => {
  it('takes the first whole character of a name, upper-cased', () => {
    expect(initialOf('  ana')).toBe('A');
    expect(initialOf('王小明')).toBe('王');
    expect(initialOf('𠀋abc')).toBe('𠀋');
    expect(initialOf('')).toBe('');
  });

  it('is decorative beside the written name and passes axe', async () => {
    const screen = await render(
      <p>
        <Avatar name="demo_member" /> demo_member
      </p>,
    );
    const avatar = screen.container.querySelector('[data-avatar]');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar).toHaveTextContent('D');
    const box = avatar!.getBoundingClientRect();
    expect(Math.round(box.width)).toBe(Math.round(box.height));
    await expectNoAxeViolations(screen.container);
  });
});
