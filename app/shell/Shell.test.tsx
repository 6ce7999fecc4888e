import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { storeMessages } from '../stores/messages';
import { StorageKeys } from '../stores/storage';
import { renderApp } from '../testing/renderApp';
import { RESET_CORNER, TEST_MODE_MERCHANT } from './HiddenReset';

const tapCorner = (x = window.innerWidth - 5, y = 5) =>
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));

describe('hidden reset corner', () => {
  it('clears local and session storage and reloads after 5 taps', async () => {
    const reload = vi.fn();
    const { store } = await renderApp('/m/set', { user: 'member', reload });
    await expect.element(page.getByRole('heading', { name: 'Definições' })).toBeVisible();
    store.storages.local.setItem('anything', '1');
    for (let i = 0; i < 4; i++) tapCorner();
    expect(reload).not.toHaveBeenCalled();
    tapCorner();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.storages.local.getItem('anything')).toBeNull();
    expect(store.storages.session.getItem(StorageKeys.session)).toBeNull();
    expect(store.storages.local.getItem(StorageKeys.testMerchant)).toBeNull();
  });

  it('keeps the test-mode flag for the test-mode merchant', async () => {
    const reload = vi.fn();
    const { store } = await renderApp('/m/set', { merchant: TEST_MODE_MERCHANT, reload });
    await expect.element(page.getByRole('heading', { name: 'Definições' })).toBeVisible();
    for (let i = 0; i < 5; i++) tapCorner();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.storages.local.getItem(StorageKeys.testMerchant)).toBe(TEST_MODE_MERCHANT);
  });

  it('starts counting again after a tap elsewhere', async () => {
    const reload = vi.fn();
    await renderApp('/m/set', { reload });
    await expect.element(page.getByRole('heading', { name: 'Definições' })).toBeVisible();
    for (let i = 0; i < 3; i++) tapCorner();
    tapCorner(RESET_CORNER + 100, 300);
    for (let i = 0; i < 4; i++) tapCorner();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('offline banner', () => {
  it('appears when the network goes and goes away when it returns', async () => {
    await renderApp('/m/set');
    await expect.element(page.getByRole('heading', { name: 'Definições' })).toBeVisible();
    const banner = page.getByText('Está sem ligação à Internet. Algumas funções não estão disponíveis.');
    window.dispatchEvent(new Event('offline'));
    await expect.element(banner).toBeVisible();
    window.dispatchEvent(new Event('online'));
    await expect.element(banner).not.toBeInTheDocument();
  });
});

describe('language', () => {
  it('switches the shell when a language is chosen', async () => {
    const { store } = await renderApp('/m/set');
    await page.getByRole('radio', { name: 'English' }).click();
    await expect.element(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(store.ui.locale).toBe('en');
  });
});

describe('toasts and prompts', () => {
  it('shows the UI store toasts and hides them when dismissed', async () => {
    const { store } = await renderApp('/m/set');
    const id = store.ui.showToast(storeMessages.changeSaved, { kind: 'success', duration: 60_000 });
    await expect.element(page.getByText('Alterações guardadas')).toBeVisible();
    store.ui.dismissToast(id);
    await expect.element(page.getByText('Alterações guardadas')).not.toBeInTheDocument();
  });

  it('shows a toast that replaces one still on screen, and keeps it', async () => {
    const { store } = await renderApp('/m/set');
    store.ui.showToast(storeMessages.pleaseWait, { duration: 60_000 });
    await expect.element(page.getByText('Aguarde, por favor…')).toBeVisible();
    store.ui.showToast(storeMessages.changeSaved, { kind: 'success', duration: 60_000 });
    await expect.element(page.getByText('Alterações guardadas')).toBeVisible();
    await expect.element(page.getByText('Aguarde, por favor…')).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(store.ui.toasts.map((t) => t.message)).toEqual([storeMessages.changeSaved]);
    await expect.element(page.getByText('Alterações guardadas')).toBeVisible();
  });

  it('logs out after the confirmation prompt and lands on login', async () => {
    const { store, platform } = await renderApp('/m/set', { user: 'member' });
    await page.getByRole('button', { name: 'Terminar sessão' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog.getByText('Tem a certeza de que quer terminar a sessão?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Terminar sessão' }).click();
    await expect.poll(() => document.querySelector('[data-route]')?.getAttribute('data-route')).toBe('login');
    expect(store.session.isLoggedIn).toBe(false);
    expect(platform.callsTo('logout')).toHaveLength(1);
  });
});

describe('swipe-back', () => {
  const touch = (type: 'touchstart' | 'touchmove', target: Element, x: number) => {
    const t = new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
    target.dispatchEvent(new TouchEvent(type, { touches: [t], changedTouches: [t], bubbles: true }));
  };

  it('goes back after 100 px from the left edge, telling the page transition not to fade', async () => {
    const { store } = await renderApp('/m/set');
    const setSwipeBack = vi.spyOn(store.ui, 'setSwipeBack');
    await expect.element(page.getByRole('heading', { name: 'Definições' })).toBeVisible();
    const frame = document.querySelector('[data-route]')!;
    touch('touchstart', frame, 5);
    touch('touchmove', frame, 60);
    expect(frame.getAttribute('data-route')).toBe('set');
    touch('touchmove', frame, 110);
    await expect.poll(() => document.querySelector('[data-route]')?.getAttribute('data-route')).toBe('home');
    // PageTransition gets swipedBack for that navigation (its own tests check there is no fade).
    expect(setSwipeBack).toHaveBeenCalledWith(true);
    await expect.poll(() => store.ui.swipeBack).toBe(false);
  });

  it('ignores a swipe that does not start at the left edge', async () => {
    await renderApp('/m/set');
    await expect.element(page.getByRole('heading', { name: 'Definições' })).toBeVisible();
    const frame = document.querySelector('[data-route]')!;
    touch('touchstart', frame, 120);
    touch('touchmove', frame, 300);
    await new Promise((r) => setTimeout(r, 100));
    expect(document.querySelector('[data-route]')?.getAttribute('data-route')).toBe('set');
  });
});
