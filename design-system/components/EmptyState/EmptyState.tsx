import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as s from './EmptyState.css';

/** The built-in 'no data' drawing: an empty tray, in the muted text colour. */
function EmptyTray() {
  return (
    <svg viewBox="0 0 96 96" width="100%" height="100%" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="80" rx="34" ry="6" fill="currentColor" opacity="0.15" />
      <path
        d="M18 50l10-24a4 4 0 0 1 3.7-2.5h32.6A4 4 0 0 1 68 26l10 24v20a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4z"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M18 50h18l4 8h16l4-8h18"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M40 14l2 5M56 14l-2 5M48 10v7" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export type EmptyStateProps = s.EmptyStateVariants & {
  /** Main message, e.g. 'No data'. */
  title: ReactNode;
  description?: ReactNode;
  /** An image URL (merchant art) or a node (an Icon); `false` for none. The built-in empty tray otherwise. */
  image?: string | ReactNode;
  /**
   * The title's element: a paragraph by default; a heading when the message is the page's content
   * (`h1` where no header holds the page's title, else `h2`).
   */
  titleAs?: 'p' | 'h1' | 'h2' | 'h3';
  /** A follow-up, e.g. a Button 'Try again' or 'Go to games'. */
  action?: ReactNode;
  /** Announce the message politely when it appears (e.g. after a search returns nothing). */
  live?: boolean;
  className?: string;
};

/** What a screen shows when there is nothing to show, or loading failed: art, text and an action. */
export function EmptyState({
  title,
  description,
  image,
  action,
  tone,
  size,
  titleAs: Title = 'p',
  live,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx(s.root({ size }), className)} role={live ? 'status' : undefined}>
      {image === false ? null : (
        <div className={s.art({ tone, size })} aria-hidden="true">
          {typeof image === 'string' ? (
            <img className={s.image} src={image} alt="" />
          ) : (
            (image ?? <EmptyTray />)
          )}
        </div>
      )}
      <Title className={s.title({ size })}>{title}</Title>
      {description ? <p className={s.description({ size })}>{description}</p> : null}
      {action ? <div className={s.action}>{action}</div> : null}
    </div>
  );
}
