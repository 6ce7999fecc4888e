import { useSyncExternalStore } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { IconAlertCircle, IconCheckCircle } from '../Icon';
import { Spinner } from '../Spinner';
import { kindIcon, message as messageClass, toast, viewport, type ToastViewportVariants } from './Toast.css';
import type { ToastController, ToastItem } from './toaster';

export type ToasterProps = ToastViewportVariants & {
  /** The queue to show (from `createToaster()`). */
  toaster: ToastController;
  /**
   * Names the toast region for assistive technology, e.g. "Notificações"; Radix adds the F8 hotkey
   * hint. Required by Radix Toast.
   */
  label: string;
};

function ToastIcon({ kind }: Pick<ToastItem, 'kind'>) {
  if (kind === 'loading') return <Spinner size="md" tone="current" />;
  if (kind === 'success') return <IconCheckCircle size="sm" />;
  if (kind === 'error') return <IconAlertCircle size="sm" />;
  return null;
}

/**
 * Renders the toast queue on Radix Toast: each toast closes after its duration (paused while touched
 * or focused), can be swiped away, and is announced by a live region (errors assertively, the rest
 * politely). A loading toast with `TOAST_DURATION.untilDismissed` stays until `dismiss(id)`.
 * Mount once near the root; the viewport renders inside the document, so the theme class applies.
 */
export function Toaster({ toaster, label, placement }: ToasterProps) {
  const items = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, toaster.getSnapshot);
  return (
    <RadixToast.Provider label={label} swipeDirection={placement === 'bottom' ? 'down' : 'up'}>
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          open
          onOpenChange={(open) => {
            if (!open) toaster.dismiss(item.id);
          }}
          duration={item.duration}
          type={item.kind === 'error' ? 'foreground' : 'background'}
          className={toast({ kind: item.kind })}
          data-kind={item.kind}
          aria-busy={item.kind === 'loading' || undefined}
        >
          {item.kind !== 'info' ? (
            <span className={kindIcon({ kind: item.kind })}>
              <ToastIcon kind={item.kind} />
            </span>
          ) : null}
          <RadixToast.Description className={messageClass}>{item.message}</RadixToast.Description>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport label={label} className={viewport({ placement })} />
    </RadixToast.Provider>
  );
}
