// Mirrors the UI store's toasts into the design system's toast queue, and back when a toast closes
// (its time is up or it was swiped away).
import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { useIntl } from 'react-intl';
import { createToaster, Toaster } from '@ds/components/Toast';
import { useStores } from '../stores/context';
import { shellMessages } from './messages';

export default function ToastView() {
  const intl = useIntl();
  const { ui } = useStores();
  const [toaster] = useState(() => createToaster({ max: 1 }));

  useEffect(
    () =>
      reaction(
        () => ui.toasts.map((t) => ({ ...t })),
        (toasts) => {
          // The new toasts first, then the old ones go: dismissing first would tell the listener
          // below that the store's new toast is not showing, and it would dismiss it from the store.
          for (const t of toasts) {
            toaster.show({
              id: String(t.id),
              kind: t.kind,
              duration: t.duration,
              message: intl.formatMessage(t.message, t.values),
            });
          }
          const ids = new Set(toasts.map((t) => String(t.id)));
          for (const shown of toaster.getSnapshot()) if (!ids.has(shown.id)) toaster.dismiss(shown.id);
        },
        { fireImmediately: true },
      ),
    [ui, toaster, intl],
  );

  useEffect(
    () =>
      toaster.subscribe(() => {
        const shown = new Set(toaster.getSnapshot().map((t) => t.id));
        for (const t of ui.toasts) if (!shown.has(String(t.id))) ui.dismissToast(t.id);
      }),
    [ui, toaster],
  );

  return <Toaster toaster={toaster} label={intl.formatMessage(shellMessages.notifications)} />;
}
