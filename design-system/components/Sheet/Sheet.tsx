import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import { IconButton } from '../IconButton';
import { IconClose } from '../Icon';
import { Dialog, type DialogRootProps } from '../Dialog';
import { overlay } from '../Dialog/Dialog.css';
import { useOpenAutoFocus } from '../Dialog/useOpenAutoFocus';
import { useReturnFocus } from '../Dialog/useReturnFocus';
import { cx } from '../../utils/cx';
import {
  body,
  content,
  description as descriptionClass,
  header,
  spacer,
  title as titleClass,
  type SheetVariants,
} from './Sheet.css';

export type SheetRootProps = DialogRootProps;

export type SheetContentProps = SheetVariants &
  Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title'> & {
    /** Names the sheet. Shown in its header unless `hideTitle` (then read by screen readers only). */
    title: string;
    hideTitle?: boolean;
    description?: string;
    /** Accessible name of the close (×) button in the header. */
    closeLabel: string;
    /** Extra content in the header, before the close button. */
    headerEnd?: ReactNode;
  };

/**
 * A panel that slides in from the right (side menu) or the bottom (bottom sheet), in a portal inside
 * <body> so the merchant theme on <html> applies. Modal: focus is trapped and returned on close;
 * Escape or a tap on the dimmed page closes it.
 */
function Content(props: SheetContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <Panel {...props} />
    </RadixDialog.Portal>
  );
}

function Panel({
  side,
  title,
  hideTitle,
  description,
  closeLabel,
  headerEnd,
  className,
  children,
  onCloseAutoFocus,
  onOpenAutoFocus,
  ...rest
}: SheetContentProps) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  const openAutoFocus = useOpenAutoFocus(onOpenAutoFocus);
  const heading = <RadixDialog.Title className={titleClass}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Content
      {...rest}
      {...(description ? {} : { 'aria-describedby': undefined })}
      onCloseAutoFocus={returnFocus}
      onOpenAutoFocus={openAutoFocus}
      className={cx(content({ side }), className)}
      data-side={side ?? 'right'}
    >
      <div className={header}>
        {hideTitle ? <VisuallyHidden.Root asChild>{heading}</VisuallyHidden.Root> : heading}
        {hideTitle ? <span className={spacer} /> : null}
        {headerEnd}
        <RadixDialog.Close asChild>
          <IconButton icon={<IconClose />} label={closeLabel} />
        </RadixDialog.Close>
      </div>
      {description ? (
        <RadixDialog.Description className={descriptionClass}>{description}</RadixDialog.Description>
      ) : null}
      <div className={body}>{children}</div>
    </RadixDialog.Content>
  );
}

/**
 * Side menu and bottom sheet on Radix Dialog (Root, Trigger and Close are the Dialog's).
 *
 * ```tsx
 * <Sheet.Root open={open} onOpenChange={setOpen}>
 *   <Sheet.Content side="right" title={t.menu} closeLabel={t.close}>…</Sheet.Content>
 * </Sheet.Root>
 * ```
 */
export const Sheet = { Root: Dialog.Root, Trigger: Dialog.Trigger, Close: Dialog.Close, Content };
