import { useCallback, useState } from 'react';

/**
 * Radix returns focus to its Trigger on close; a dialog opened without one (from a store, a route, a
 * timer) would drop focus on <body>. Call this in a component that mounts when the dialog opens: it
 * remembers what had focus then, and its handler (for `onCloseAutoFocus`) puts focus back there.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return useCallback(
    (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      if (opener && opener !== document.body && opener.isConnected) {
        event.preventDefault();
        opener.focus({ preventScroll: true });
      }
    },
    [opener, onCloseAutoFocus],
  );
}
