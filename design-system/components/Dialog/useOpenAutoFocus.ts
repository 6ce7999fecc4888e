import { useCallback } from 'react';
import { useAfterNextPaint } from '../../utils/useAfterNextPaint';

/** What can take focus, as Radix's focus scope chooses it (links are skipped, as Radix does). */
const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus into a dialog once its first frame is painted, to what Radix would focus as it mounts
 * (the first enabled control, else the dialog itself). Radix does it inside the commit that mounts
 * the dialog, where `focus()` makes the browser lay the page out with the dialog in it before React's
 * task ends (about 40 ms at 4x CPU for the game list's filter sheet): the opening tap then waits for
 * that layout on top of the frame's own. Call it in the component that renders the dialog's Content
 * and pass the handler as `onOpenAutoFocus`; a caller's own handler runs first and may prevent it.
 */
export function useOpenAutoFocus(onOpenAutoFocus?: (event: Event) => void) {
  const schedule = useAfterNextPaint();
  return useCallback(
    (event: Event) => {
      onOpenAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const container = event.currentTarget as HTMLElement;
      schedule(() => {
        if (!container.isConnected || container.contains(document.activeElement)) return;
        const first = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
          (element) => element.getClientRects().length > 0,
        );
        (first ?? container).focus({ preventScroll: true });
      });
    },
    [onOpenAutoFocus, schedule],
  );
}
