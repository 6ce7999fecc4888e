import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { cx } from '../../utils/cx';
import * as s from './ReadMore.css';

export type ReadMoreProps = {
  /** The dialog's title, e.g. the section's name 'Regras dos níveis'. */
  title: string;
  /** The button that opens the whole text, e.g. 'Ler tudo'. */
  readAllLabel: string;
  /** The dialog's close buttons, e.g. 'Fechar'. */
  closeLabel: string;
  /** The text (server HTML already sanitised, or paragraphs): shown cut, and whole in the dialog. */
  children: ReactNode;
  className?: string;
};

/**
 * A long text shown by its first lines (three; the `readMore.lines` token) with a 'read all' button
 * that opens the whole text in a dialog (focus moves in and comes back on close). A text that fits
 * in those lines is shown whole, without the button.
 */
export function ReadMore({ title, readAllLabel, closeLabel, children, className }: ReadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);

  // Whether the lines shown hold the whole text, again whenever the width changes.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setCut(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [children]);

  return (
    <div className={cx(s.root, className)}>
      <div ref={ref} className={s.excerpt}>
        {children}
      </div>
      {cut ? (
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger>
            <Button variant="ghost" size="sm" className={s.more} aria-haspopup="dialog">
              {readAllLabel}
            </Button>
          </Dialog.Trigger>
          <Dialog.Content title={title} closeLabel={closeLabel}>
            <div className={s.full}>{children}</div>
            <Dialog.Actions>
              <Dialog.Close>
                <Button variant="secondary">{closeLabel}</Button>
              </Dialog.Close>
            </Dialog.Actions>
          </Dialog.Content>
        </Dialog.Root>
      ) : null}
    </div>
  );
}
