/**
 * A tiny, framework-free toast queue: the app (a store, an API error handler) calls `show`, `loading`,
 * `dismiss`; the `<Toaster>` component renders whatever is queued. No React, no MobX: any caller works.
 */

/** SPEC §9 toast durations in milliseconds; `untilDismissed` is SPEC's 9999 s (logout, chat). */
export const TOAST_DURATION = {
  oneSecond: 1000,
  oneAndHalfSeconds: 1500,
  twoSeconds: 2000,
  /** The default. */
  threeSeconds: 3000,
  /** SPEC "long". */
  eightSeconds: 8000,
  /** SPEC: the loading toast (in_please_wait). */
  tenSeconds: 10000,
  untilDismissed: Number.POSITIVE_INFINITY,
} as const;

export const toastKinds = ['info', 'success', 'error', 'loading'] as const;
export type ToastKind = (typeof toastKinds)[number];

export interface ToastOptions {
  message: string;
  kind?: ToastKind;
  /** Milliseconds; `TOAST_DURATION.untilDismissed` keeps it until `dismiss(id)`. Default 3 s (loading: 10 s). */
  duration?: number;
  /** Reuse an id to replace a toast in place (e.g. 'sending…' becomes 'sent'). */
  id?: string;
}

export interface ToastItem {
  id: string;
  message: string;
  kind: ToastKind;
  duration: number;
}

export interface ToastController {
  /** Queues a toast and returns its id. */
  show(options: ToastOptions | string): string;
  /** A loading toast with a spinner: 10 s by default; pass `TOAST_DURATION.untilDismissed` to keep it. */
  loading(message: string, options?: Omit<ToastOptions, 'message' | 'kind'>): string;
  success(message: string, options?: Omit<ToastOptions, 'message' | 'kind'>): string;
  error(message: string, options?: Omit<ToastOptions, 'message' | 'kind'>): string;
  /** Removes one toast, or all of them without an id. */
  dismiss(id?: string): void;
  subscribe(listener: () => void): () => void;
  /** The toasts on screen, oldest first (stable between changes, for useSyncExternalStore). */
  getSnapshot(): readonly ToastItem[];
}

export interface ToasterOptions {
  /** Most toasts shown at once; the oldest goes when a new one would exceed it. Default 3. */
  max?: number;
}

/** Creates a toast queue. One per app (or per test). */
export function createToaster({ max = 3 }: ToasterOptions = {}): ToastController {
  let items: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const show = (input: ToastOptions | string): string => {
    const options = typeof input === 'string' ? { message: input } : input;
    const kind = options.kind ?? 'info';
    const id = options.id ?? `toast-${++counter}`;
    const duration =
      options.duration ?? (kind === 'loading' ? TOAST_DURATION.tenSeconds : TOAST_DURATION.threeSeconds);
    const item: ToastItem = { id, message: options.message, kind, duration };
    const existing = items.findIndex((t) => t.id === id);
    if (existing >= 0) items = items.map((t, i) => (i === existing ? item : t));
    else items = [...items, item].slice(-Math.max(1, max));
    emit();
    return id;
  };

  return {
    show,
    loading: (message, options) => show({ ...options, message, kind: 'loading' }),
    success: (message, options) => show({ ...options, message, kind: 'success' }),
    error: (message, options) => show({ ...options, message, kind: 'error' }),
    dismiss(id) {
      const next = id === undefined ? [] : items.filter((t) => t.id !== id);
      if (next.length === items.length) return;
      items = next;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}
