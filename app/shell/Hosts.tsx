// The prompt and toast hosts: they show what the UI store queues (logout confirmation, trial
// refusal, contract requests, prompts that ask for a value, loading and success toasts).
import { Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useStores } from '../stores/context';
import { lazyPart } from './lazyPart';

// The dialog (Radix, focus trapping, scroll lock) is only downloaded when a prompt is first shown,
// which keeps it out of the home route's JavaScript.
const Prompt = lazyPart(() => import('@ds/components/Dialog/Prompt').then((m) => ({ default: m.Prompt })));

export const PromptHost = observer(function PromptHost() {
  const intl = useIntl();
  const { ui } = useStores();
  // Prompts share the modal queue with the screens' popups: one modal on screen at a time.
  const prompt = ui.currentPrompt;
  if (!prompt) return null;
  const f = (m: MessageDescriptor) => intl.formatMessage(m, prompt.values);
  const input = prompt.input;
  const required = input?.required;
  return (
    <Suspense fallback={null}>
      <Prompt
        key={prompt.id}
        open
        kind={input?.kind ?? (prompt.cancelLabel ? 'confirm' : 'alert')}
        title={prompt.title ? f(prompt.title) : f(prompt.message)}
        message={prompt.title ? f(prompt.message) : undefined}
        okLabel={f(prompt.confirmLabel)}
        cancelLabel={prompt.cancelLabel ? f(prompt.cancelLabel) : undefined}
        inputLabel={input ? f(input.label) : undefined}
        placeholder={input?.placeholder ? f(input.placeholder) : undefined}
        defaultValue={input?.defaultValue}
        maxLength={input?.maxLength}
        username={input?.username}
        validate={required ? (value) => (value.trim() ? undefined : f(required)) : undefined}
        onOpenChange={(open) => {
          if (!open) ui.resolvePrompt(prompt.id, false);
        }}
        onConfirm={(value) => ui.resolvePrompt(prompt.id, true, value)}
        onCancel={() => ui.resolvePrompt(prompt.id, false)}
      />
    </Suspense>
  );
});

// The toasts are drawn by the design system's Toaster (Radix Toast), downloaded with the first toast.
const ToastView = lazyPart(() => import('./ToastView'));

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
