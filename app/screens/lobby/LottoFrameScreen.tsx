// /m/lotto-h5/{mui}/{playType}/games/{gameId}: the embedded lottery, with the token, the merchant,
// the merchant's style sheet (code plus .css) and the prize mode. Closing goes home when pageBack
// is present, else to /m/game.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { closeTarget, lottoFrameQuery, prizeModeOf } from '../../stores/games/launch';
import { GameFrame } from './GameFrame';
import { gameFrameMessages } from './gameFrameMessages';
import { useFrameUrl } from './useFrameUrl';

function LottoFrameScreen() {
  const root = useStores();
  const games = root.features.games;
  const intl = useIntl();
  const navigate = useNavigate();
  const { mui = '', playType = 'trad', gameId = '' } = useParams();
  const [params] = useSearchParams();
  const prizeMode = params.get('prize_mode') ?? prizeModeOf('LOTT', games.lobby.setup?.mapping);
  const back = closeTarget(params.get('pageBack'));

  const state = useFrameUrl(`${mui}/${playType}/${gameId}/${prizeMode}`, async () => {
    const url = await games.gateway.lottoFrame({
      mui,
      playType,
      gameId,
      prizeMode,
      language: games.language,
    });
    const target = new URL(url, window.location.href);
    const merchant = root.settings.merchantCode ?? root.session.info?.merchantCode ?? '';
    for (const [k, v] of lottoFrameQuery({ token: root.session.token ?? '', merchant, prizeMode }))
      target.searchParams.set(k, v);
    return { url: target.href, embed: true };
  });

  return (
    <GameFrame
      state={state}
      title={intl.formatMessage(gameFrameMessages.lotteryFrameTitle)}
      onClose={() => navigate(back)}
    />
  );
}

export default observer(LottoFrameScreen);
