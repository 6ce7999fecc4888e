import { useCallback, useEffect, useRef } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * `afterNextPaint` for a component: returns a schedule function. Scheduling again replaces what is
 * still waiting (only the latest runs), and unmounting cancels it, so nothing runs on a component
 * that is gone.
 */
export function useAfterNextPaint(): (run: () => void) => void {
  const pending = useRef<() => void>(undefined);
  useEffect(() => () => pending.current?.(), []);
  return useCallback((run: () => void) => {
    pending.current?.();
    pending.current = afterNextPaint(run);
  }, []);
}
