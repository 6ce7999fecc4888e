import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { Sheet } from './Sheet';
import { expectNoAxeViolations } from '../../testing/axe';
import { useLeavingMotion } from '../../testing/motion';

function Demo({ side }: { side: 'right' | 'bottom' }) {
  return (
    <Sheet.Root>
      <Sheet.Trigger>
        <Button>Menu</Button>
      </Sheet.Trigger>
      <Sheet.Content side={side} title="Menu" closeLabel="Fechar">
        <nav aria-label="Conta">
          <Sheet.Close>
            <Button variant="ghost">Depositar</Button>
          </Sheet.Close>
          <Button variant="ghost">Levantar</Button>
        </nav>
      </Sheet.Content>
    </Sheet.Root>
  );
}

describe('Sheet', () => {
  it('opens as a modal side menu, passes axe, traps focus and returns it on Escape', async () => {
    const screen = await render(<Demo side="right" />);
    await userEvent.keyboard('{Tab}{Enter}');
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(sheet).toBeVisible();
    expect(sheet.element().getAttribute('data-side')).toBe('right');
    const rect = sheet.element().getBoundingClientRect();
    expect(Math.round(rect.right)).toBe(window.innerWidth);
    await expectNoAxeViolations(sheet.element());
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}');
    expect(sheet.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(sheet).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('bottom sheet sits on the bottom edge and closes from an entry', async () => {
    await render(<Demo side="bottom" />);
    await userEvent.keyboard('{Tab}{Enter}');
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(sheet).toBeVisible();
    expect(Math.round(sheet.element().getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await userEvent.click(page.getByRole('button', { name: 'Depositar' }));
    await expect.element(sheet).not.toBeInTheDocument();
  });

  it.each(['right', 'bottom'] as const)(
    'keeps its content off the %s sheet edges by the sheet.padding token',
    async (side) => {
      await render(
        <Sheet.Root open>
          <Sheet.Content side={side} title="Menu" closeLabel="Fechar">
            <Button fullWidth>Depositar</Button>
          </Sheet.Content>
        </Sheet.Root>,
      );
      const sheet = page.getByRole('dialog', { name: 'Menu' }).element().getBoundingClientRect();
      const button = page.getByRole('button', { name: 'Depositar' }).element().getBoundingClientRect();
      const padding = parseFloat(
        getComputedStyle(document.documentElement).getPropertyValue('--mc-sheet-padding'),
      );
      expect(padding).toBeGreaterThan(0);
      expect(button.left - sheet.left).toBeGreaterThanOrEqual(padding);
      expect(sheet.right - button.right).toBeGreaterThanOrEqual(padding);
      expect(sheet.bottom - button.bottom).toBeGreaterThanOrEqual(padding);
    },
  );

  describe('with motion allowed', () => {
    useLeavingMotion();

    it.each(['right', 'bottom'] as const)(
      'the %s sheet slides out before it is removed, and takes no tap while it leaves',
      async (side) => {
        const screen = await render(<Demo side={side} />);
        await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
        const sheet = page.getByRole('dialog', { name: 'Menu' });
        await expect.element(sheet).toBeVisible();
        await userEvent.keyboard('{Escape}');
        // Still there, closing: the key only started the motion.
        await expect.poll(() => document.querySelector('[role=dialog][data-state=closed]')).not.toBeNull();
        const leaving = document.querySelector<HTMLElement>('[role=dialog][data-state=closed]');
        expect(getComputedStyle(leaving!).animationName).not.toBe('none');
        expect(getComputedStyle(leaving!).pointerEvents).toBe('none');
        await expect.element(sheet).not.toBeInTheDocument();
        await expect.element(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
      },
    );
  });
});
