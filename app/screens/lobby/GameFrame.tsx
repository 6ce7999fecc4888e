// A launched game or lottery: a bar with a close button (the player always has a way back) and a
// link that opens the game in its own window, over the frame that embeds it. The link is a real
// anchor the player taps, so Safari's pop-up blocker lets it through.
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Box, Button, Header, IconButton, IconClose, Spinner, Stack, Text } from '@ds';
import { lobbyMessages as m } from './messages';
import { gameFrameMessages } from './gameFrameMessages';

export type GameFrameState =
  | { kind: 'loading' }
  | { kind: 'error'; message: ReactNode; onRetry: () => void }
  | { kind: 'ready'; url: string; embed: boolean };

/** What the frame shows while it has no game to embed: centred in the space under the bar. */
const centred = {
  flexGrow: 1,
  align: 'center',
  justify: 'center',
  gap: 'md',
  padding: 'lg',
  textAlign: 'center',
} as const;

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
    <Box
      position="fixed"
      inset={0}
      zIndex="overlay"
      display="flex"
      flexDirection="column"
      background="canvas"
      data-testid="game-frame"
      role="dialog"
      aria-modal="true"
      aria-label={title}
    >
      {/* The close sits at the end: the top-start corner belongs to the app's hidden reset. */}
      <Header
        as="div"
        position="static"
        end={
          <>
            {state.kind === 'ready' ? (
              <Button
                variant="ghost"
                size="sm"
                href={state.url}
                target="_blank"
                rel="noopener"
                data-testid="game-new-window"
              >
                {intl.formatMessage(gameFrameMessages.openInNewWindow)}
              </Button>
            ) : null}
            <IconButton
              ref={closeRef}
              tone="inherit"
              icon={<IconClose />}
              label={intl.formatMessage(gameFrameMessages.closeGame)}
              variant="ghost"
              onClick={onClose}
              data-testid="game-close"
            />
          </>
        }
      />
      {state.kind === 'loading' ? (
        <Stack {...centred} role="status">
          <Spinner size="lg" />
          <Text>{intl.formatMessage(gameFrameMessages.launching)}</Text>
        </Stack>
      ) : state.kind === 'error' ? (
        <Stack {...centred} role="alert">
          <Text>{state.message}</Text>
          <Button onClick={state.onRetry}>{intl.formatMessage(m.retry)}</Button>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(gameFrameMessages.closeGame)}
          </Button>
        </Stack>
      ) : state.embed ? (
        <Box
          as="iframe"
          flexGrow={1}
          width="full"
          background="surface"
          borderStyle="none"
          src={state.url}
          title={title}
          allow="autoplay; fullscreen"
          allowFullScreen
          data-testid="game-iframe"
        />
      ) : (
        <Stack {...centred}>
          <Button href={state.url} data-testid="game-open">
            {intl.formatMessage(gameFrameMessages.openGame)}
          </Button>
        </Stack>
      )}
    </Box>,
    document.body,
  );
}
