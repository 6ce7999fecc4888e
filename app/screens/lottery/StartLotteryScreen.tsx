// /m/startLottery?gameId= (SPEC §2): a lottery's start page as the best platforms show it: the
// issue on sale and the countdown to its draw on the platform's clock, Play (the game launch
// rules), and the latest results. Soon after the countdown ends the draws are read again, so the
// result just drawn appears and the next issue starts counting; they are also read every little
// while, so a late result or a platform clock that moved is caught up with. Without a gameId the
// first lottery of the platform's first group is shown; an id the merchant does not offer says so.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, EmptyState, Heading, List, ListItem, NumberBalls, Stack, Text } from '@ds';
import { pathTo } from '../../routes/routeTable';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import { lotteryFeature, type LotteryGame, type LotteryStart } from '../../stores/lottery';
import { LotteryError, LotteryIcon, LotterySkeletons, NextDraw, usePlayLottery } from './LotteryParts';
import { drawMessage, issueMessage, lotteryMessages as m, playNamedMessage } from './messages';

export default observer(function StartLotteryScreen() {
  const intl = useIntl();
  const root = useStores();
  const store = useFeature(lotteryFeature);
  const [params] = useSearchParams();
  const wanted = params.get('gameId');
  const listState = store.load.state;
  const game = listState === 'ready' || store.games.length ? store.startGame(wanted) : null;
  const start = game ? store.start(game.gameId) : null;
  const state = start ? start.load.state : listState;

  useEffect(() => {
    // The list names the lottery; a list already read (coming from /m/lottery) is used as it is.
    if (store.load.state === 'idle') void store.fetch();
  }, [store]);
  useEffect(() => {
    if (!start) return;
    void start.fetch();
    return start.follow();
  }, [start]);
  useRetryOnReconnect(root.ui.online, state === 'error', () => void (start ? start.fetch() : store.fetch()));

  let body;
  if (state === 'error') body = <LotteryError onRetry={() => void (start ? start.fetch() : store.fetch())} />;
  else if (listState === 'ready' && !game)
    body = (
      <div data-testid="lottery-unknown">
        <EmptyState
          live
          title={intl.formatMessage(store.games.length ? m.unknown : m.none)}
          action={
            <Button variant="secondary" href={pathTo('lottery')}>
              {intl.formatMessage(m.toList)}
            </Button>
          }
        />
      </div>
    );
  else if (!game || !start?.draws) body = <LotterySkeletons count={3} height="12rem" />;
  else body = <StartBody game={game} start={start} />;

  return (
    <Stack gap="lg" paddingX="gutter" paddingY="md" data-testid="start-lottery" data-state={state}>
      {body}
    </Stack>
  );
});

const StartBody = observer(function StartBody({ game, start }: { game: LotteryGame; start: LotteryStart }) {
  const intl = useIntl();
  const store = useFeature(lotteryFeature);
  const draws = start.draws!;
  const play = usePlayLottery();
  const time = (ms: number) =>
    intl.formatDate(ms, {
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: draws.drawInterval < 60 ? '2-digit' : undefined,
      hourCycle: 'h23',
    });

  return (
    <>
      <Card as="section" aria-labelledby="lottery-name" data-testid="lottery-next">
        <Stack gap="md">
          <Stack direction="row" gap="sm" align="center">
            <LotteryIcon game={game} />
            <Heading level={2} id="lottery-name" data-testid="lottery-name">
              {game.name}
            </Heading>
          </Stack>
          <Stack gap="xxs">
            <Text size="sm" tone="secondary" weight="bold">
              {intl.formatMessage(m.nextDraw)}
            </Text>
            <Text data-testid="lottery-issue" data-issue={draws.issue}>
              {intl.formatMessage(drawMessage, { issue: draws.issue, time: time(draws.nextDrawAt) })}
            </Text>
          </Stack>
          <NextDraw draws={draws} store={store} bar />
          <Button
            fullWidth
            onClick={() => play(game)}
            aria-label={intl.formatMessage(playNamedMessage, { name: game.name })}
            data-testid="lottery-play"
          >
            {intl.formatMessage(m.play)}
          </Button>
        </Stack>
      </Card>
      <section aria-labelledby="lottery-results-title">
        <Stack gap="sm">
          <Heading level={3} as="h2" id="lottery-results-title">
            {intl.formatMessage(m.lastResults)}
          </Heading>
          {draws.results.length ? (
            <List aria-labelledby="lottery-results-title" data-testid="lottery-results-list">
              {draws.results.map((r) => (
                <ListItem
                  key={r.issue}
                  label={intl.formatMessage(issueMessage, { issue: r.issue })}
                  trailing={
                    <Text size="sm" tone="secondary" tabular>
                      {time(r.drawnAt)}
                    </Text>
                  }
                  description={<NumberBalls numbers={r.numbers} label={intl.formatMessage(m.result)} />}
                />
              ))}
            </List>
          ) : (
            <Text tone="secondary">{intl.formatMessage(m.noResult)}</Text>
          )}
        </Stack>
      </section>
      <Button variant="secondary" fullWidth href={pathTo('lottery')} data-testid="lottery-to-list">
        {intl.formatMessage(m.toList)}
      </Button>
    </>
  );
});
