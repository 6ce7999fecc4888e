import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { cx } from '../../utils/cx';
import { arrow, content, item, itemIcon, list, separator, type PopoverItemVariants } from './Popover.css';

export type PopoverRootProps = ComponentPropsWithoutRef<typeof RadixPopover.Root>;

function Root(props: PopoverRootProps) {
  return <RadixPopover.Root {...props} />;
}

/** Wraps the element that opens the popover and anchors it (e.g. the balance in the header). */
function Trigger({ children }: { children: ReactNode }) {
  return <RadixPopover.Trigger asChild>{children}</RadixPopover.Trigger>;
}

/** Anchors the popover to another element than its trigger. */
function Anchor({ children }: { children: ReactNode }) {
  return <RadixPopover.Anchor asChild>{children}</RadixPopover.Anchor>;
}

export type PopoverContentProps = ComponentPropsWithoutRef<typeof RadixPopover.Content> & {
  /** Names the popover for assistive technology, e.g. "Balance options". */
  'aria-label': string;
  /** Draws a small arrow pointing at the trigger. */
  withArrow?: boolean;
};

/**
 * The floating panel, in a portal inside <body> (the merchant theme on <html> applies). Positioned
 * beside its trigger, kept inside the screen, closed by Escape or a tap outside; focus moves in on open
 * and back to the trigger on close.
 */
function Content({
  className,
  children,
  withArrow = false,
  sideOffset = 6,
  collisionPadding = 8,
  ...rest
}: PopoverContentProps) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        {...rest}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cx(content, className)}
      >
        {children}
        {withArrow ? <RadixPopover.Arrow className={arrow} width={14} height={7} /> : null}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}

/** A vertical list of Items (the balance menu). */
function Menu({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={cx(list, className)}>{children}</ul>;
}

export type PopoverItemProps = PopoverItemVariants &
  Omit<ComponentPropsWithoutRef<'button'>, 'children'> & {
    icon?: ReactNode;
    children: ReactNode;
    /** Close the popover when chosen (default true). */
    closes?: boolean;
  };

/** One action in a Menu: a full-width 44 px button with an optional icon. */
function Item({
  icon,
  children,
  tone,
  closes = true,
  className,
  type = 'button',
  ...rest
}: PopoverItemProps) {
  const button = (
    <button {...rest} type={type} className={cx(item({ tone }), className)}>
      {icon ? <span className={itemIcon}>{icon}</span> : null}
      {children}
    </button>
  );
  return <li>{closes ? <RadixPopover.Close asChild>{button}</RadixPopover.Close> : button}</li>;
}

/** A thin line between groups of Items. */
function Separator() {
  // Decorative: the groups are already clear from the labels; a separator role is not allowed in a list.
  return <li aria-hidden="true" className={separator} />;
}

/** Wraps an element that closes the popover. */
function Close({ children }: { children: ReactNode }) {
  return <RadixPopover.Close asChild>{children}</RadixPopover.Close>;
}

/**
 * An anchored panel on Radix Popover, with a simple action list for menus such as the balance menu.
 *
 * ```tsx
 * <Popover.Root>
 *   <Popover.Trigger><Button variant="ghost">{balance}</Button></Popover.Trigger>
 *   <Popover.Content aria-label={t.balanceMenu} align="end">
 *     <Popover.Menu>
 *       <Popover.Item icon={<IconDeposit />} onClick={deposit}>{t.deposit}</Popover.Item>
 *     </Popover.Menu>
 *   </Popover.Content>
 * </Popover.Root>
 * ```
 */
export const Popover = { Root, Trigger, Anchor, Content, Menu, Item, Separator, Close };
