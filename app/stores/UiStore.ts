// UI state: locale, merchant override, toasts, prompts, connectivity. Messages are react-intl
// descriptors, so the store stays free of the catalogue; the hosts in app/shell/ format them.
import { makeAutoObservable } from 'mobx';
import type { MessageDescriptor } from 'react-intl';
import { defaultLocale, toLocale, type Locale } from '../i18n/locales';
import { StorageKeys, type Storages } from './storage';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';
/** SPEC §9 toast durations in ms; a loading toast stays until hidden (the product's 9999 s). */
export const ToastDuration = {
  short: 1000,
  medium: 1500,
  two: 2000,
  normal: 3000,
  long: 8000,
  loading: 10_000,
  sticky: 9_999_000,
} as const;

export type MessageValues = Record<string, string | number | Date>;

export interface Toast {
  id: number;
  kind: ToastKind;
  message: MessageDescriptor;
  values?: MessageValues | undefined;
  duration: number;
}

/** SPEC §2 'Other': the generic prompt's variants that ask for a value. */
export type PromptInputKind = 'text' | 'secureText' | 'loginPassword';

/** The value a prompt asks for (absent for alerts and confirmations). */
export interface PromptInput {
  kind: PromptInputKind;
  label: MessageDescriptor;
  placeholder?: MessageDescriptor | undefined;
  defaultValue?: string | undefined;
  maxLength?: number | undefined;
  /** `loginPassword`: the account name, so the browser's password manager can fill the password. */
  username?: string | undefined;
  /** Shown under the input when OK is pressed with nothing typed (OK then does nothing). */
  required?: MessageDescriptor | undefined;
}

export interface PromptRequest {
  id: number;
  title?: MessageDescriptor | undefined;
  message: MessageDescriptor;
  values?: MessageValues | undefined;
  confirmLabel: MessageDescriptor;
  /** Absent for an alert with one button. */
  cancelLabel?: MessageDescriptor | undefined;
  input?: PromptInput | undefined;
  /** `value` is what was typed (prompts with an input), '' otherwise. */
  resolve: (confirmed: boolean, value: string) => void;
}

/** What `prompt` needs: a confirmation with an input; Cancel is always offered. */
export type ValuePromptRequest = Omit<PromptRequest, 'id' | 'resolve' | 'input' | 'cancelLabel'> & {
  input: PromptInput;
  cancelLabel: MessageDescriptor;
};

export const LANGUAGE_DEBOUNCE_MS = 250;

/** A prompt's key in the modal queue. */
export const promptModalKey = (id: number) => `prompt-${id}`;

export class UiStore {
  locale: Locale;
  /** Test-mode merchant code from `?merchant=` (remembered in MC_TEST_MERCHANT). */
  merchantOverride: string | null;
  toasts: Toast[] = [];
  prompts: PromptRequest[] = [];
  /**
   * Every modal waiting to show (prompts and screens' own popups such as the home login popups),
   * by key, in the order they asked; only the first is on screen, so two never open at once.
   */
  modals: string[] = [];
  online = true;
  /** Set while the current navigation came from a swipe-back gesture (no page fade). */
  swipeBack = false;

  private nextId = 1;
  private readonly languageListeners = new Set<(locale: Locale) => void>();
  private languageTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly storages: Storages) {
    this.locale = toLocale(storages.local.getItem(StorageKeys.language) ?? defaultLocale);
    this.merchantOverride = storages.local.getItem(StorageKeys.testMerchant);
    makeAutoObservable<UiStore, 'storages' | 'nextId' | 'languageListeners' | 'languageTimer'>(this, {
      storages: false,
      nextId: false,
      languageListeners: false,
      languageTimer: false,
    });
  }

  /** Changes the language; language-dependent data reloads 250 ms after the last change. */
  setLocale(locale: Locale) {
    if (locale === this.locale) return;
    this.locale = locale;
    this.storages.local.setItem(StorageKeys.language, locale);
    clearTimeout(this.languageTimer);
    this.languageTimer = setTimeout(() => {
      for (const listener of [...this.languageListeners]) listener(this.locale);
    }, LANGUAGE_DEBOUNCE_MS);
  }

  /** Subscribes to (debounced) language changes; returns the unsubscribe function. */
  onLanguageChange(listener: (locale: Locale) => void): () => void {
    this.languageListeners.add(listener);
    return () => this.languageListeners.delete(listener);
  }

  /** Applies `?merchant=code` from the address (test mode); an empty value clears it. */
  applyMerchantParam(search: string) {
    const params = new URLSearchParams(search);
    if (!params.has('merchant')) return;
    const code = params.get('merchant')?.trim().toLowerCase() ?? '';
    this.setMerchantOverride(code || null);
  }

  setMerchantOverride(code: string | null) {
    this.merchantOverride = code;
    if (code) this.storages.local.setItem(StorageKeys.testMerchant, code);
    else this.storages.local.removeItem(StorageKeys.testMerchant);
  }

  showToast(
    message: MessageDescriptor,
    options: { kind?: ToastKind; duration?: number; values?: MessageValues } = {},
  ) {
    const kind = options.kind ?? 'info';
    const toast: Toast = {
      id: this.nextId++,
      kind,
      message,
      values: options.values,
      duration: options.duration ?? (kind === 'loading' ? ToastDuration.loading : ToastDuration.normal),
    };
    // One toast at a time, like the product: a new one replaces what is showing.
    this.toasts = [toast];
    return toast.id;
  }

  /** Shows a loading toast (in_please_wait by default) and returns the function that hides it. */
  showLoading(message: MessageDescriptor, duration: number = ToastDuration.loading) {
    const id = this.showToast(message, { kind: 'loading', duration });
    return () => this.dismissToast(id);
  }

  dismissToast(id: number) {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  /** Asks the user; resolves true on confirm, false on cancel or dismiss. Waits its turn in `modals`. */
  confirm(request: Omit<PromptRequest, 'id' | 'resolve' | 'input'>): Promise<boolean> {
    return new Promise((resolve) => this.enqueue({ ...request, resolve: (confirmed) => resolve(confirmed) }));
  }

  /**
   * Asks for a value (text, secure text or the login password) with OK and Cancel; resolves with
   * what was typed on OK, null on cancel or dismiss. Waits its turn in `modals` like `confirm`.
   */
  prompt(request: ValuePromptRequest): Promise<string | null> {
    return new Promise((resolve) =>
      this.enqueue({ ...request, resolve: (confirmed, value) => resolve(confirmed ? value : null) }),
    );
  }

  private enqueue(request: Omit<PromptRequest, 'id'>) {
    const id = this.nextId++;
    this.prompts.push({ ...request, id });
    this.queueModal(promptModalKey(id));
  }

  resolvePrompt(id: number, confirmed: boolean, value = '') {
    const prompt = this.prompts.find((p) => p.id === id);
    if (!prompt) return;
    this.prompts = this.prompts.filter((p) => p.id !== id);
    this.releaseModal(promptModalKey(id));
    prompt.resolve(confirmed, value);
  }

  /** The prompt whose turn it is, if the modal on screen is a prompt. */
  get currentPrompt(): PromptRequest | undefined {
    const shown = this.modals[0];
    return this.prompts.find((p) => promptModalKey(p.id) === shown);
  }

  /** Puts a modal in the queue (once); it may show when `modals[0]` is its key. */
  queueModal(key: string) {
    if (!this.modals.includes(key)) this.modals.push(key);
  }

  /** Takes a modal out of the queue (closed, or no longer due), letting the next one show. */
  releaseModal(key: string) {
    this.modals = this.modals.filter((k) => k !== key);
  }

  setOnline(online: boolean) {
    this.online = online;
  }

  setSwipeBack(value: boolean) {
    this.swipeBack = value;
  }

  dispose() {
    clearTimeout(this.languageTimer);
    this.languageListeners.clear();
  }
}
