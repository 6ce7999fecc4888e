// A launched game or lottery: a bar with a close button (the player always has a way back) and a
// link that opens the game in its own window, over the frame that embeds it. The link is a real
// anchor the player taps, so Safari's pop-up blocker lets it through.
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Button, IconButton, IconClose, Spinner, Text } from '@ds';
import { lobbyMessages as m } from './messages';
import * as s from './GameFrame.css';

export type GameFrameState =
  | { kind: 'loading' }
  | { kind: 'error'; message: ReactNode; onRetry: () => void }
  | { kind: 'ready'; url: string; embed: boolean };

export function GameFrame({
  state,
  title,
  onClose,
}: {
  state: GameFrameState;
  /** Accessible title of the frame. */
  title: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const closeRef = useRef<HTMLButtonElement>(null);
  // Focus moves into the frame's bar, so keyboard and screen-reader users start at the way back.
  useEffect(() => closeRef.current?.focus(), []);
  // Portalled to <body>: a page transition's transform would otherwise trap the fixed frame under
  // the header. The theme class sits on <html>, so the portal keeps the merchant's colours.
  return createPortal(
    <div className={s.frameRoot} data-testid="game-frame" role="dialog" aria-modal="true" aria-label={title}>
      <div className={s.bar}>
        {state.kind === 'ready' ? (
          <Button
            variant="ghost"
            size="sm"
            href={state.url}
            target="_blank"
            rel="noopener"
            data-testid="game-new-window"
          >
            {intl.formatMessage(m.openInNewWindow)}
          </Button>
        ) : null}
        {/* The close sits at the end: the top-start corner belongs to the app's hidden reset. */}
        <IconButton
          ref={closeRef}
          className={s.close}
          icon={<IconClose />}
          label={intl.formatMessage(m.closeGame)}
          variant="ghost"
          onClick={onClose}
          data-testid="game-close"
        />
      </div>
      {state.kind === 'loading' ? (
        <div className={s.state} role="status">
          <Spinner size="lg" />
          <Text>{intl.formatMessage(m.launching)}</Text>
        </div>
      ) : state.kind === 'error' ? (
        <div className={s.state} role="alert">
          <Text>{state.message}</Text>
          <Button onClick={state.onRetry}>{intl.formatMessage(m.retry)}</Button>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(m.closeGame)}
          </Button>
        </div>
      ) : state.embed ? (
        <iframe
          className={s.frame}
          src={state.url}
          title={title}
          allow="autoplay; fullscreen"
          allowFullScreen
          data-testid="game-iframe"
        />
      ) : (
        <div className={s.state}>
          <Button href={state.url} data-testid="game-open">
            {intl.formatMessage(m.openGame)}
          </Button>
        </div>
      )}
    </div>,
    document.body,
  );
}
