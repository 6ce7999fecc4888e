import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { IconButton } from '../IconButton';
import { IconClose } from '../Icon';
import { cx } from '../../utils/cx';
import { useOpenAutoFocus } from './useOpenAutoFocus';
import { useReturnFocus } from './useReturnFocus';
import {
  actions,
  closeButton,
  content,
  description as descriptionClass,
  descriptionStart,
  header,
  overlay,
  title as titleClass,
  titleStart,
  type DialogVariants,
} from './Dialog.css';

export type DialogRootProps = ComponentPropsWithoutRef<typeof RadixDialog.Root>;

/** Open state (controlled with `open`/`onOpenChange`, or uncontrolled with a Trigger). */
function Root(props: DialogRootProps) {
  return <RadixDialog.Root {...props} />;
}

/** Wraps the element that opens the dialog (asChild: your Button keeps its own markup). */
function Trigger({ children }: { children: ReactNode }) {
  return <RadixDialog.Trigger asChild>{children}</RadixDialog.Trigger>;
}

/** Wraps an element that closes the dialog, e.g. a Cancel Button. */
function Close({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

export type DialogContentProps = DialogVariants &
  Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title'> & {
    /** The dialog's heading (required: it names the dialog). */
    title: string;
    /** A sentence under the title, announced with it. */
    description?: ReactNode;
    /** Shows a close (×) button with this accessible name. */
    closeLabel?: string;
  };

/**
 * The dialog panel, rendered in a portal inside <body> (the merchant theme class on <html> applies),
 * over a dimming overlay. Focus moves in, is trapped while open and returns to where it was on close;
 * Escape and a tap on the overlay close it.
 */
function Content(props: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <Panel {...props} />
    </RadixDialog.Portal>
  );
}

/** Mounted only while open, so it can remember what had focus before. */
function Panel({
  title,
  description,
  closeLabel,
  size,
  className,
  children,
  onCloseAutoFocus,
  onOpenAutoFocus,
  ...rest
}: DialogContentProps) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  const openAutoFocus = useOpenAutoFocus(onOpenAutoFocus);
  return (
    <RadixDialog.Content
      {...rest}
      onCloseAutoFocus={returnFocus}
      onOpenAutoFocus={openAutoFocus}
      {...(description ? {} : { 'aria-describedby': undefined })}
      className={cx(content({ size }), className)}
    >
      <div className={header}>
        <RadixDialog.Title className={cx(titleClass, titleStart)}>{title}</RadixDialog.Title>
        {closeLabel ? (
          <RadixDialog.Close asChild>
            <IconButton icon={<IconClose />} label={closeLabel} className={closeButton} />
          </RadixDialog.Close>
        ) : null}
      </div>
      {description ? (
        <RadixDialog.Description className={cx(descriptionClass, descriptionStart)}>
          {description}
        </RadixDialog.Description>
      ) : null}
      {children}
    </RadixDialog.Content>
  );
}

/** A row of buttons at the bottom of a dialog, sharing the width equally. */
function Actions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(actions, className)}>{children}</div>;
}

/**
 * A general dialog on Radix Dialog. For alert, confirm and prompt dialogs use `Prompt`.
 *
 * ```tsx
 * <Dialog.Root open={open} onOpenChange={setOpen}>
 *   <Dialog.Content title={t.title} description={t.body} closeLabel={t.close}>…</Dialog.Content>
 * </Dialog.Root>
 * ```
 */
export const Dialog = { Root, Trigger, Close, Content, Actions };
