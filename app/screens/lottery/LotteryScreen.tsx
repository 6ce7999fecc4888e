// /m/lottery (SPEC §2, §7): the merchant's lotteries in the platform's menu groups (popular, the
// Vietnamese daily draws, the Vietnamese and the fast number draws, Southeast Asia, e-lottery:
// whichever the merchant has), each with the countdown to its next draw and its latest result,
// read again soon after each draw. Play launches the lottery through the game launch rules;
// Results opens its start page. SPEC hides the shell's header and bottom menu here, so the page
// draws its own top bar with the way back; the group tabs stay under it as the list scrolls.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Box, Button, Card, EmptyState, Header, Heading, NumberBalls, Stack, Tabs, Text } from '@ds';
import { pathTo } from '../../routes/routeTable';
import { titles } from '../../routes/titles';
import { useBack } from '../../shell/useBack';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import { lotteryFeature, type LotteryGame } from '../../stores/lottery';
import { LotteryError, LotteryIcon, LotterySkeletons, NextDraw, usePlayLottery } from './LotteryParts';
import { lotteryMessages as m, playNamedMessage, resultsNamedMessage } from './messages';

export default observer(function LotteryScreen() {
  const intl = useIntl();
  const root = useStores();
  const back = useBack('lottery');
  const store = useFeature(lotteryFeature);
  const state = store.load.state;
  const [chosen, setChosen] = useState<string | null>(null);
  const group = chosen && store.menu.some((g) => g.key === chosen) ? chosen : (store.menu[0]?.key ?? null);
  const shown = group ? store.gamesOf(group) : [];
  const shownIds = shown.map((g) => g.gameId).join(',');

  useEffect(() => {
    void store.fetch();
  }, [store]);
  useRetryOnReconnect(root.ui.online, state === 'error', () => void store.fetch());
  // The shown lotteries' results follow their draws while the page is open.
  useEffect(() => {
    if (state !== 'ready' || !shownIds) return;
    return store.follow(shownIds.split(','));
  }, [store, state, shownIds]);

  const header = (
    <Header
      position="static"
      title={intl.formatMessage(titles.lottery)}
      backLabel={intl.formatMessage(m.back)}
      onBack={back}
    />
  );

  return (
    <Box minHeight="screen" background="canvas" data-testid="lottery-screen" data-state={state}>
      {state === 'ready' && group ? (
        <Tabs.Root value={group} onValueChange={setChosen}>
          {/* The top bar and the group tabs stay at the top as the list scrolls. */}
          <Box position="sticky" top={0} zIndex="sticky" background="canvas">
            {header}
            {/* Inset, so the scrolling row is cut short of the bar's edge. */}
            <Box paddingX="xs">
              <Tabs.List aria-label={intl.formatMessage(m.groups)} data-testid="lottery-groups">
                {store.menu.map((g) => (
                  <Tabs.Trigger key={g.key} value={g.key} data-key={g.key}>
                    {g.title}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>
          </Box>
          {store.menu.map((g) => (
            <Tabs.Content key={g.key} value={g.key}>
              {g.key === group ? (
                <Stack gap="sm" paddingX="gutter" paddingY="md" data-testid="lottery-list" data-group={g.key}>
                  {shown.map((game) => (
                    <LotteryEntry key={game.gameId} game={game} />
                  ))}
                </Stack>
              ) : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        <>
          {header}
          <Stack paddingX="gutter" paddingY="md">
            {state === 'error' ? (
              <LotteryError onRetry={() => void store.fetch()} />
            ) : state === 'ready' ? (
              <div data-testid="lottery-empty">
                <EmptyState live title={intl.formatMessage(m.none)} />
              </div>
            ) : (
              <LotterySkeletons />
            )}
          </Stack>
        </>
      )}
    </Box>
  );
});

const LotteryEntry = observer(function LotteryEntry({ game }: { game: LotteryGame }) {
  const intl = useIntl();
  const store = useFeature(lotteryFeature);
  const play = usePlayLottery();
  const draws = store.draws.get(game.gameId);
  const last = draws?.results[0];
  const titleId = `lottery-${game.gameId}`;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      data-testid="lottery-entry"
      data-id={game.gameId}
      data-issue={draws?.issue}
    >
      <Stack gap="sm">
        <Stack direction="row" gap="sm" align="center">
          <LotteryIcon game={game} />
          <Stack gap="xxs" minWidth={0}>
            <Heading level={4} as="h2" id={titleId}>
              {game.name}
            </Heading>
            {draws ? <NextDraw draws={draws} store={store} /> : null}
          </Stack>
        </Stack>
        {last ? (
          <NumberBalls numbers={last.numbers} label={intl.formatMessage(m.lastResult)} />
        ) : (
          <Text size="sm" tone="secondary">
            {intl.formatMessage(m.noResult)}
          </Text>
        )}
        <Stack direction="row" gap="sm">
          <Button
            variant="secondary"
            fullWidth
            href={pathTo('startLottery', { gameId: game.gameId })}
            aria-label={intl.formatMessage(resultsNamedMessage, { name: game.name })}
            data-testid="lottery-results"
          >
            {intl.formatMessage(m.results)}
          </Button>
          <Button
            fullWidth
            onClick={() => play(game)}
            aria-label={intl.formatMessage(playNamedMessage, { name: game.name })}
            data-testid="lottery-play"
          >
            {intl.formatMessage(m.play)}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
});
