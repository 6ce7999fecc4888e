// What the two lottery pages share: a lottery's icon, its play action (the game launch rules), the
// countdown to its next draw, and the loading and error states.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Box, Button, Countdown, EmptyState, Image, Skeleton, Stack } from '@ds';
import { useStores } from '../../stores/context';
import type { LotteryDraws, LotteryGame, LotteryStore } from '../../stores/lottery';
import { useGameActions } from '../lobby/useGameActions';
import { lotteryMessages as m, nextDrawMessage } from './messages';

/** The last stretch before a draw shown in the urgent colour: a fifth of the interval, at most a minute. */
const urgentMsOf = (draws: LotteryDraws) => Math.min(60_000, (draws.drawInterval * 1000) / 5);

/** The lottery's picture (decorative: its name is beside it). */
export function LotteryIcon({ game }: { game: LotteryGame }) {
  return (
    <Box width="tapTarget" flexShrink={0}>
      <Image src={game.iconUrl} alt="" ratio={1} radius="md" />
    </Box>
  );
}

/**
 * The time left to a lottery's next draw on the platform's clock; 'drawing' once it is reached,
 * until the draws are read again. With `bar`, the share of the interval left.
 */
export function NextDraw({
  draws,
  store,
  bar = false,
}: {
  draws: LotteryDraws;
  store: LotteryStore;
  bar?: boolean;
}) {
  const intl = useIntl();
  return (
    <Countdown
      // A new issue is a new countdown.
      key={draws.nextDrawAt}
      to={draws.nextDrawAt}
      from={bar ? draws.nextDrawAt - draws.drawInterval * 1000 : undefined}
      now={store.platformNow}
      urgentMs={urgentMsOf(draws)}
      renderLabel={(time) => intl.formatMessage(nextDrawMessage, { time })}
      expiredLabel={intl.formatMessage(m.drawing)}
    />
  );
}

/**
 * Plays a lottery through the game launch rules (a guest goes to login first). The prize mode
 * follows the merchant's vendor mapping (SPEC §4), so the vendor setup is read if no screen has yet.
 */
export function usePlayLottery() {
  const { launch } = useGameActions();
  const games = useStores().features.games;
  useEffect(() => {
    games.lobby.loadOnce();
  }, [games]);
  return (g: LotteryGame) =>
    launch(() =>
      games.launch({
        vendor: g.vendor,
        gameType: 'LOTTERY',
        gameId: g.gameId,
        nodeId: g.nodeId,
        gameCode: g.gameCode,
        lottoMode: g.lottoMode,
      }),
    );
}

export function LotterySkeletons({ count = 4, height = '9rem' }: { count?: number; height?: string }) {
  const intl = useIntl();
  return (
    <Stack gap="sm" role="status" aria-label={intl.formatMessage(m.loading)} data-testid="lottery-loading">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} shape="rect" />
      ))}
    </Stack>
  );
}

export const LotteryError = observer(function LotteryError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const { ui } = useStores();
  return (
    <div role="alert" data-testid="lottery-error">
      <EmptyState
        title={intl.formatMessage(ui.online ? m.loadFailed : m.offline)}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      />
    </div>
  );
});
