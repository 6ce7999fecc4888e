import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Prose } from './Prose';

describe('Prose', () => {
  it('keeps server pictures, tables and long words inside a 320 px screen; its links stay reachable', async () => {
    await page.viewport(320, 568);
    const wide = Array.from({ length: 8 }, (_, i) => `<td>R$&nbsp;1${i}.000,00</td>`).join('');
    const screen = await render(
      <Prose
        dangerouslySetInnerHTML={{
          __html: `<h2>Regras</h2><p>Leia os <a href="#termos">termos</a>.</p><table><tr>${wide}</tr></table><p>${'palavra'.repeat(20)}</p><img alt="Bónus" width="750" height="300" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`,
        }}
      />,
    );
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    const table = screen.container.querySelector('table')!;
    expect(table.scrollWidth).toBeGreaterThan(table.clientWidth);
    // The scrolling table is a tab stop, so a keyboard can scroll it.
    expect(table.getAttribute('tabindex')).toBe('0');
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'termos' })).toHaveFocus();
    await expectNoAxeViolations(screen.container);
    await page.viewport(390, 844);
  });
});
