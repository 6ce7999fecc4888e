import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { IconButton } from '../IconButton';
import { IconClose } from '../Icon';
import { cx } from '../../utils/cx';
import * as s from './FloatingPanel.css';

export type FloatingPanelProps = s.FloatingPanelVariants &
  Omit<HTMLAttributes<HTMLElement>, 'title' | 'role'> & {
    /** The card's heading (required: it names the card). */
    title: string;
    /** A sentence under the title. */
    description?: ReactNode;
    /** The close (×) button's accessible name, e.g. "Later". */
    closeLabel: string;
    /** Called by the close button and by Escape while focus is in the card. */
    onClose: () => void;
    /** The card's actions: a row of buttons sharing the width (`FloatingPanel.Actions`). */
    children?: ReactNode;
  };

/**
 * A non-modal card floating over the bottom of the screen: an offer the player may take or leave
 * (the merchant's app) while the page under it stays usable. It takes no focus, traps none and locks
 * no scrolling; it is a named, non-modal dialog that a screen reader reaches in the page's order,
 * and Escape closes it while focus is inside (focus then goes back to where it came from). For a
 * choice the player must make first, use Dialog.
 *
 * ```tsx
 * {shown ? (
 *   <FloatingPanel.Root title={t.title} description={t.body} closeLabel={t.later} onClose={hide}>
 *     <FloatingPanel.Actions>…</FloatingPanel.Actions>
 *   </FloatingPanel.Root>
 * ) : null}
 * ```
 */
function Root({
  title,
  description,
  closeLabel,
  onClose,
  placement,
  className,
  children,
  ...rest
}: FloatingPanelProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const ref = useRef<HTMLElement>(null);
  // Escape closes the card only while focus is in it: the page under it keeps its own keys.
  const escape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (!ref.current?.contains(document.activeElement)) return;
    event.preventDefault();
    onClose();
  });
  useEffect(() => {
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, []);
  // Focus is never moved in, but a keyboard that went in and closes the card from inside (its ×,
  // an action, Escape) goes back to where it came from rather than to the top of the document. The
  // cleanup runs while the card is still in the document, so focus leaves it before it goes.
  const cameFrom = useRef<HTMLElement | null>(null);
  const focusIn = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };
  useLayoutEffect(() => {
    const panel = ref.current;
    return () => {
      const back = cameFrom.current;
      if (panel?.contains(document.activeElement) && back?.isConnected) back.focus({ preventScroll: true });
    };
  }, []);
  return (
    <section
      {...rest}
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onFocus={focusIn}
      className={cx(s.panel({ placement }), className)}
    >
      <div className={s.header}>
        <h2 id={titleId} className={s.title}>
          {title}
        </h2>
        <IconButton icon={<IconClose />} label={closeLabel} className={s.closeButton} onClick={onClose} />
      </div>
      {description ? (
        <p id={descriptionId} className={s.description}>
          {description}
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** A row of buttons at the bottom of the card, sharing the width equally. */
function Actions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(s.actions, className)}>{children}</div>;
}

/**
 * The card and its row of actions. An object of parts, like `Dialog`: built without a call, so a
 * bundle that imports the design system's index and draws no floating panel leaves it out.
 */
export const FloatingPanel = { Root, Actions };
