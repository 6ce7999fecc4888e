// /m/launchGame: asks the platform for the game and embeds it (or opens it as a page when the
// vendor forbids frames). Query: vendor, gameCategory, gameId, nodeId, code, playType, prize_mode,
// gameGroupId, pageBack. Lottery launches (a prize_mode) carry the token, merchant, css and prize
// mode to the frame, as the lottery expects. Closing goes home with pageBack, else to /m/game.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { closeTarget, lottoFrameQuery } from '../../stores/games/launch';
import { GameFrame } from './GameFrame';
import { gameFrameMessages } from './gameFrameMessages';
import { useFrameUrl } from './useFrameUrl';

function LaunchGameScreen() {
  const root = useStores();
  const games = root.features.games;
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const get = (k: string) => params.get(k) ?? undefined;
  const pageBack = params.get('pageBack');
  const back = closeTarget(pageBack);
  const prizeMode = get('prize_mode');
  const playType = get('playType');

  const state = useFrameUrl(params.toString(), async () => {
    const result = await games.gateway.launch({
      vendor: get('vendor') ?? (prizeMode === 'Elott' ? 'ELOTT' : 'LOTT'),
      gameCategory: get('gameCategory'),
      gameId: get('gameId'),
      nodeId: get('nodeId'),
      gameCode: get('code'),
      playType: playType === 'ent' || playType === 'trad' ? playType : undefined,
      prizeMode,
      language: games.language,
      backUrl: back,
    });
    let url = result.url;
    if (prizeMode) {
      const target = new URL(url, window.location.href);
      const merchant = root.settings.merchantCode ?? root.session.info?.merchantCode ?? '';
      for (const [k, v] of lottoFrameQuery({ token: root.session.token ?? '', merchant, prizeMode }))
        target.searchParams.set(k, v);
      url = target.href;
    }
    return { url, embed: result.mode === 'frame' };
  });

  return (
    <GameFrame
      state={state}
      title={intl.formatMessage(gameFrameMessages.gameFrameTitle)}
      onClose={() => navigate(back)}
    />
  );
}

export default observer(LaunchGameScreen);
