// The hidden corner area (SPEC §2 Other): 5 taps in a row in the top-right corner clear local and
// session storage and reload. For the test-mode merchant the test-mode flag is set again after
// clearing, so a tester stays on that merchant. It listens to taps on the document instead of
// covering the corner with an invisible button, so nothing under the corner is ever blocked.
// The corner is the page's empty surface there, never a control: a tap that lands on an interactive
// element (the home header's menu button, a sheet's close button) or while a dialog, sheet or
// popover is open does not count and starts the count again, so using the controls that sit in the
// corner, however fast, can never wipe the device.
import { useEffect, useRef } from 'react';
import { StorageKeys } from '../stores/storage';
import { useStores } from '../stores/context';

export const RESET_TAPS = 5;
/** Taps further apart than this start counting again. */
export const RESET_WINDOW_MS = 1500;
/** The corner's size in CSS pixels (a tap target). */
export const RESET_CORNER = 44;
/** The merchant whose test-mode flag survives the reset (SPEC: 'one particular merchant'). */
export const TEST_MODE_MERCHANT = 'lumen';

/** Elements a tap operates; a tap inside one belongs to it, not to the corner. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="menuitem"]',
  '[role="tab"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Open overlays (Radix renders dialogs, sheets and popovers only while open). */
const OVERLAY = '[role="dialog"], [role="alertdialog"]';

/** Whether a tap at (x, y) on `target` is a tap on the hidden corner itself. */
export function isCornerTap(target: EventTarget | null, x: number, y: number): boolean {
  if (y > RESET_CORNER || x < window.innerWidth - RESET_CORNER) return false;
  if (target instanceof Element && target.closest(INTERACTIVE)) return false;
  return document.querySelector(OVERLAY) === null;
}

export function HiddenReset() {
  const { storages, settings, reload } = useStores();
  const taps = useRef<number[]>([]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!isCornerTap(e.target, e.clientX, e.clientY)) {
        taps.current = [];
        return;
      }
      const now = Date.now();
      const last = taps.current.at(-1);
      taps.current = last !== undefined && now - last > RESET_WINDOW_MS ? [now] : [...taps.current, now];
      if (taps.current.length < RESET_TAPS) return;
      taps.current = [];
      const merchant = settings.merchantCode;
      storages.local.clear();
      storages.session.clear();
      if (merchant === TEST_MODE_MERCHANT)
        storages.local.setItem(StorageKeys.testMerchant, TEST_MODE_MERCHANT);
      reload();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [storages, settings, reload]);

  return null;
}
