// A screen's own modal (a popup that is not a UI-store prompt) waits its turn in the UI store's
// modal queue, so it never opens on top of a prompt or another popup, nor they on top of it.
import { useEffect } from 'react';
import { useStores } from '../stores/context';

/**
 * Queues the modal `key` while `due`, and releases it when it stops being due or the component
 * unmounts. Returns whether it is the modal's turn to be on screen.
 */
export function useModalTurn(key: string, due: boolean): boolean {
  const { ui } = useStores();
  useEffect(() => {
    if (!due) return;
    ui.queueModal(key);
    return () => ui.releaseModal(key);
  }, [ui, key, due]);
  return due && ui.modals[0] === key;
}
