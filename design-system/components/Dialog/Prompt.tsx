import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../Button';
import { useReturnFocus } from './useReturnFocus';
import {
  actions,
  content,
  description as descriptionClass,
  error as errorClass,
  field,
  form,
  hidden,
  input,
  label as labelClass,
  overlay,
  title as titleClass,
} from './Dialog.css';

/**
 * SPEC §2 generic prompt: `alert` (OK only), `confirm` (Cancel and OK), and prompts that ask for a value:
 * `text`, `secureText` (a masked value) and `loginPassword` (the account password, so the browser's
 * password manager can fill it: autocomplete current-password with the username alongside).
 */
export const promptKinds = ['alert', 'confirm', 'text', 'secureText', 'loginPassword'] as const;
export type PromptKind = (typeof promptKinds)[number];

export interface PromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: PromptKind;
  title: string;
  message?: string;
  okLabel: string;
  /** Required for every kind but `alert`. */
  cancelLabel?: string;
  /** Label of the input (prompt kinds). */
  inputLabel?: string;
  placeholder?: string;
  defaultValue?: string;
  maxLength?: number;
  /** `loginPassword`: the account name, given to the password manager as a hidden username field. */
  username?: string;
  /** Checked on OK before `onConfirm`; the message is shown under the input and the value is kept. */
  validate?: (value: string) => string | undefined;
  /** An error from outside (e.g. the server refused the password); shown under the input or message. */
  error?: string;
  /**
   * Called with the value (empty for alert/confirm). A returned promise keeps the dialog open with the
   * OK button busy until it settles: resolved closes, rejected keeps it open (show `error`). Further
   * taps on OK are ignored meanwhile, so a request is never sent twice.
   */
  onConfirm: (value: string) => void | Promise<unknown>;
  /** Called when the user cancels (Cancel, Escape); not called after OK. */
  onCancel?: () => void;
}

const autoComplete: Record<PromptKind, string | undefined> = {
  alert: undefined,
  confirm: undefined,
  text: 'off',
  secureText: 'off',
  loginPassword: 'current-password',
};

/** Alert, confirm and prompt dialogs (Radix AlertDialog: role alertdialog, focus trapped and restored). */
export function Prompt({
  open,
  onOpenChange,
  kind,
  title,
  message,
  okLabel,
  cancelLabel,
  inputLabel,
  placeholder,
  defaultValue = '',
  maxLength,
  username,
  validate,
  error,
  onConfirm,
  onCancel,
}: PromptProps) {
  const asksValue = kind === 'text' || kind === 'secureText' || kind === 'loginPassword';
  const [value, setValue] = useState(defaultValue);
  const [invalid, setInvalid] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const busyRef = useRef(false);
  const inputId = useId();
  const errorId = useId();

  // Each opening starts from the default value with no error.
  useEffect(() => {
    if (open) {
      setValue(defaultValue);
      setInvalid(undefined);
    }
  }, [open, defaultValue]);

  const shownError = invalid ?? error;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busyRef.current) return;
    const problem = asksValue ? validate?.(value) : undefined;
    setInvalid(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    const result = onConfirm(asksValue ? value : '');
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // Stay open: the caller shows why through `error`; the value is kept.
      if (asksValue) inputRef.current?.focus();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const change = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (busyRef.current) return;
    onCancel?.();
    onOpenChange(false);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <PromptContent
          className={content({ size: 'sm' })}
          {...(message ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (asksValue ? inputRef.current : okRef.current)?.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (busyRef.current) event.preventDefault();
          }}
        >
          <AlertDialog.Title className={titleClass}>{title}</AlertDialog.Title>
          {message ? (
            <AlertDialog.Description className={descriptionClass}>{message}</AlertDialog.Description>
          ) : null}
          <form className={form} onSubmit={submit} noValidate>
            {kind === 'loginPassword' && username ? (
              <input
                className={hidden}
                type="text"
                name="username"
                autoComplete="username"
                value={username}
                readOnly
                tabIndex={-1}
                aria-hidden="true"
              />
            ) : null}
            {asksValue ? (
              <div className={field}>
                {inputLabel ? (
                  <label htmlFor={inputId} className={labelClass}>
                    {inputLabel}
                  </label>
                ) : null}
                <input
                  ref={inputRef}
                  id={inputId}
                  className={input}
                  type={kind === 'text' ? 'text' : 'password'}
                  name={kind === 'loginPassword' ? 'password' : undefined}
                  autoComplete={autoComplete[kind]}
                  value={value}
                  placeholder={placeholder}
                  maxLength={maxLength}
                  aria-label={inputLabel ? undefined : title}
                  aria-invalid={shownError ? true : undefined}
                  aria-describedby={shownError ? errorId : undefined}
                  onChange={(e) => {
                    setValue(e.target.value);
                    if (invalid) setInvalid(undefined);
                  }}
                />
              </div>
            ) : null}
            {shownError ? (
              <p id={errorId} role="alert" className={errorClass}>
                {shownError}
              </p>
            ) : null}
            <div className={actions}>
              {kind !== 'alert' ? (
                <AlertDialog.Cancel asChild>
                  <Button variant="secondary" disabled={busy}>
                    {cancelLabel}
                  </Button>
                </AlertDialog.Cancel>
              ) : null}
              <Button ref={okRef} type="submit" variant="primary" loading={busy}>
                {okLabel}
              </Button>
            </div>
          </form>
        </PromptContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** AlertDialog.Content that returns focus to where it was when it opened (mounted only while open). */
function PromptContent(props: ComponentPropsWithoutRef<typeof AlertDialog.Content>) {
  const onCloseAutoFocus = useReturnFocus(props.onCloseAutoFocus);
  return <AlertDialog.Content {...props} onCloseAutoFocus={onCloseAutoFocus} />;
}
