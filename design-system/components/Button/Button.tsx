import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useLinkComponent } from '../../provider';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner';
import { button, content, labelHidden, slot, spinnerSlot, type ButtonVariants } from './Button.css';

type Common = ButtonVariants & {
  children?: ReactNode;
  /** An icon before the label. */
  startIcon?: ReactNode;
  /** An icon after the label. */
  endIcon?: ReactNode;
  /**
   * Busy: shows a spinner, announces `aria-busy` and ignores further clicks, so a double tap never
   * sends a request twice. The button keeps its focus and its size.
   */
  loading?: boolean;
  className?: string;
};

export type ButtonProps = Common &
  Omit<ComponentPropsWithRef<'button'>, 'className' | 'children'> & {
    /** Renders the injected router link (with the same look) instead of a button. */
    href?: string;
    /** Link target and rel, used only with `href`. */
    target?: string;
    rel?: string;
  };

function Inner({
  loading,
  startIcon,
  endIcon,
  children,
}: Pick<Common, 'loading' | 'startIcon' | 'endIcon' | 'children'>) {
  return (
    <>
      <span className={cx(content, loading && labelHidden)}>
        {startIcon ? <span className={slot}>{startIcon}</span> : null}
        {children}
        {endIcon ? <span className={slot}>{endIcon}</span> : null}
      </span>
      {loading ? (
        <span className={spinnerSlot}>
          <Spinner size="sm" tone="current" />
        </span>
      ) : null}
    </>
  );
}

/** The product's button: primary, secondary, ghost, danger or outline, in three sizes; a link when given `href`. */
export function Button(props: ButtonProps) {
  const Link = useLinkComponent();
  const { variant, size, fullWidth, loading, startIcon, endIcon, children, className, ...rest } = props;
  const classes = cx(button({ variant, size, fullWidth }), className);
  const inner = (
    <Inner loading={loading} startIcon={startIcon} endIcon={endIcon}>
      {children}
    </Inner>
  );

  if (typeof rest.href === 'string') {
    const { disabled, onClick, type: _type, value: _value, ...anchor } = rest;
    const blocked = disabled || loading;
    return (
      <Link
        {...(anchor as Omit<ComponentPropsWithRef<'a'>, 'href'>)}
        href={rest.href}
        className={classes}
        aria-disabled={blocked || undefined}
        aria-busy={loading || undefined}
        onClick={(e: MouseEvent<HTMLAnchorElement>) => {
          if (blocked) return e.preventDefault();
          (onClick as ((ev: MouseEvent<HTMLAnchorElement>) => void) | undefined)?.(e);
        }}
      >
        {inner}
      </Link>
    );
  }

  const {
    onClick,
    type = 'button',
    disabled,
    href: _href,
    target: _target,
    rel: _rel,
    ...buttonProps
  } = rest;
  return (
    <button
      {...buttonProps}
      type={type}
      // Loading keeps the button focusable (aria-disabled, not disabled) so focus is not lost
      // mid-request, even when the caller also disables it for as long as its request runs.
      disabled={disabled && !loading}
      className={classes}
      aria-disabled={loading || buttonProps['aria-disabled'] || undefined}
      aria-busy={loading || undefined}
      onClick={(e) => {
        if (loading || buttonProps['aria-disabled'] === true || buttonProps['aria-disabled'] === 'true') {
          return e.preventDefault();
        }
        onClick?.(e);
      }}
    >
      {inner}
    </button>
  );
}
