// The game list screen's own messages (the home screen shows none of them, so they are not in its
// chunk): its footer, its classification row and its visitor prompt.
import { defineMessages } from 'react-intl';

/** The game list screen's own messages (the home screen does not show them). */
export const gameListMessages = defineMessages({
  loadingMore: {
    id: 'lobby_loading_more',
    defaultMessage: 'A carregar mais jogos…',
    description: 'Shown at the bottom of a game list while the next page loads',
  },
  end: {
    id: 'lobby_end',
    defaultMessage: 'Não há mais jogos',
    description: 'The bottom of a game list, when every page is loaded',
  },
  classificationLabel: {
    id: 'lobby_classification_label',
    defaultMessage: 'Mostrar',
    description: 'Label of the All/New/Fav/Hot/Recent tab bar',
  },
  login: {
    id: 'lobby_login',
    defaultMessage: 'Entrar',
    description: 'Button that goes to login from a list that needs it',
  },
  back: { id: 'lobby_back', defaultMessage: 'Voltar', description: 'Back button of the game list' },
});

/** The game list's tab filters. */
export const classificationMessages = defineMessages({
  ALL: { id: 'lobby_cls_all', defaultMessage: 'Todos', description: 'Game list tab: all games' },
  NEW: { id: 'lobby_cls_new', defaultMessage: 'Novos', description: 'Game list tab: new games' },
  FAV: { id: 'lobby_cls_fav', defaultMessage: 'Favoritos', description: 'Game list tab: favourite games' },
  HOT: { id: 'lobby_cls_hot', defaultMessage: 'Populares', description: 'Game list tab: hot games' },
  RECENT: {
    id: 'lobby_cls_recent',
    defaultMessage: 'Recentes',
    description: 'Game list tab: recently played games',
  },
  BG: { id: 'lobby_cls_bg', defaultMessage: 'Bingo', description: 'Game list tab: bingo games' },
});
