// The hidden corner area (SPEC §2 Other): 5 taps in a row in the top-right corner clear local and
// session storage and reload. For the test-mode merchant the test-mode flag is set again after
// clearing, so a tester stays on that merchant. It listens to taps on the document instead of
// covering the corner with an invisible button, so nothing under the corner is ever blocked.
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

export function HiddenReset() {
  const { storages, settings, reload } = useStores();
  const taps = useRef<number[]>([]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const inCorner = e.clientY <= RESET_CORNER && e.clientX >= window.innerWidth - RESET_CORNER;
      if (!inCorner) {
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
