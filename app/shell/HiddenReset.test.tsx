import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { StorageKeys } from '../stores/storage';
import { renderApp } from '../testing/renderApp';
import { isCornerTap, RESET_CORNER } from './HiddenReset';

/** A click at the top-right corner of the window, delivered to `target` (what a finger there hits). */
const tapAtCorner = (target: Element) =>
  target.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, clientX: window.innerWidth - 5, clientY: 5 }),
  );

describe('hidden reset corner', () => {
  it('counts only taps on the empty corner, not on a control and not while an overlay is open', () => {
    const x = window.innerWidth - 5;
    expect(isCornerTap(document.body, x, 5)).toBe(true);
    expect(isCornerTap(document.body, x - RESET_CORNER, 5)).toBe(false);
    const button = document.createElement('button');
    const icon = document.createElement('span');
    button.append(icon);
    document.body.append(button);
    expect(isCornerTap(icon, x, 5)).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    expect(isCornerTap(document.body, x, 5)).toBe(false);
    button.remove();
    dialog.remove();
  });

  it('opening and closing the side menu five times in a row, in the corner, keeps the member signed in', async () => {
    const reload = vi.fn();
    const { store } = await renderApp('/m/home', { user: 'member', reload });
    const open = page.getByRole('button', { name: 'Abrir menu' });
    await expect.element(open).toBeVisible();
    for (let i = 0; i < 5; i++) {
      tapAtCorner(open.element());
      const close = page.getByRole('button', { name: 'Fechar menu' });
      await expect.element(close).toBeVisible();
      tapAtCorner(close.element());
      await expect.element(close).not.toBeInTheDocument();
    }
    expect(reload).not.toHaveBeenCalled();
    expect(store.storages.session.getItem(StorageKeys.session)).not.toBeNull();
    expect(store.session.isLoggedIn).toBe(true);
  });
});
