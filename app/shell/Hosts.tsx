// The prompt and toast hosts: they show what the UI store queues (logout confirmation, trial
// refusal, contract requests, loading and success toasts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useStores } from '../stores/context';

// The dialog (Radix, focus trapping, scroll lock) is only downloaded when a prompt is first shown,
// which keeps it out of the home route's JavaScript.
const Prompt = lazy(() => import('@ds/components/Dialog').then((m) => ({ default: m.Prompt })));

export const PromptHost = observer(function PromptHost() {
  const intl = useIntl();
  const { ui } = useStores();
  // Prompts share the modal queue with the screens' popups: one modal on screen at a time.
  const prompt = ui.currentPrompt;
  if (!prompt) return null;
  const f = (m: MessageDescriptor) => intl.formatMessage(m, prompt.values);
  return (
    <Suspense fallback={null}>
      <Prompt
        key={prompt.id}
        open
        kind={prompt.cancelLabel ? 'confirm' : 'alert'}
        title={prompt.title ? f(prompt.title) : f(prompt.message)}
        message={prompt.title ? f(prompt.message) : undefined}
        okLabel={f(prompt.confirmLabel)}
        cancelLabel={prompt.cancelLabel ? f(prompt.cancelLabel) : undefined}
        onOpenChange={(open) => {
          if (!open) ui.resolvePrompt(prompt.id, false);
        }}
        onConfirm={() => ui.resolvePrompt(prompt.id, true)}
        onCancel={() => ui.resolvePrompt(prompt.id, false)}
      />
    </Suspense>
  );
});

// The toasts are drawn by the design system's Toaster (Radix Toast), downloaded with the first toast.
const ToastView = lazy(() => import('./ToastView'));

export const ToastHost = observer(function ToastHost() {
  const { ui } = useStores();
  const [used, setUsed] = useState(false);
  const hasToast = ui.toasts.length > 0;
  useEffect(() => {
    if (hasToast) setUsed(true);
  }, [hasToast]);
  if (!used && !hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
});
