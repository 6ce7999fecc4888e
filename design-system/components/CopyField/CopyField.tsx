import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/focus.css';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { IconCheck, IconCopy } from '../Icon';
import * as s from './CopyField.css';

/** How long the 'copied' feedback stays. */
export const COPIED_MS = 2_000;

export type CopyFieldProps = {
  /** What the value is, e.g. 'PIX key'. */
  label: ReactNode;
  value: string;
  /** The button's text, e.g. 'Copy'. */
  copyLabel: string;
  /** The button's accessible name when the visible text alone is ambiguous, e.g. 'Copy PIX key'. */
  copyAriaLabel?: string;
  /** Shown on the button and announced once the value is on the clipboard, e.g. 'Copied'. */
  copiedLabel: string;
  /** Announced when the clipboard refused (the value stays selectable to copy by hand). */
  failedLabel: string;
  /** How long the 'copied' feedback stays (ms). */
  copiedMs?: number;
  /** Told whether the copy worked. */
  onCopy?: (ok: boolean) => void;
  /** Writes to the clipboard; `navigator.clipboard.writeText` by default (tests pass their own). */
  writeText?: (text: string) => Promise<void>;
  className?: string;
};

/**
 * A value to copy (an account number, a PIX key, a wallet address) with its copy button. After a
 * copy the button says so for two seconds and a polite live region announces it; when the clipboard
 * refuses, the value is selected so the player can copy it by hand, and that is announced.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  copyAriaLabel,
  copiedLabel,
  failedLabel,
  copiedMs = COPIED_MS,
  onCopy,
  writeText = (text) => navigator.clipboard.writeText(text),
  className,
}: CopyFieldProps) {
  const labelId = useId();
  const valueRef = useRef<HTMLParagraphElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const t = setTimeout(() => setState('idle'), copiedMs);
    return () => clearTimeout(t);
  }, [state, copiedMs]);

  const copy = async () => {
    try {
      await writeText(value);
      setState('copied');
      onCopy?.(true);
    } catch {
      const node = valueRef.current;
      if (node) window.getSelection()?.selectAllChildren(node);
      setState('failed');
      onCopy?.(false);
    }
  };
  const copied = state === 'copied';
  return (
    <div className={cx(s.root, className)}>
      <div className={s.text}>
        <span id={labelId} className={s.label}>
          {label}
        </span>
        <p ref={valueRef} className={s.value} aria-labelledby={labelId}>
          {value}
        </p>
      </div>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        className={cx(s.button, copied && s.copied)}
        startIcon={copied ? <IconCheck size="sm" /> : <IconCopy size="sm" />}
        aria-label={copied ? copiedLabel : copyAriaLabel}
        onClick={() => void copy()}
      >
        {copied ? copiedLabel : copyLabel}
      </Button>
      <span role="status" className={visuallyHidden}>
        {copied ? copiedLabel : state === 'failed' ? failedLabel : ''}
      </span>
    </div>
  );
}
