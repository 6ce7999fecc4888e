// The messages of the game and lottery frames (the launch screens).
import { defineMessages } from 'react-intl';

/** The game and lottery frames' messages (the launch screens). */
export const gameFrameMessages = defineMessages({
  launching: {
    id: 'lobby_launching',
    defaultMessage: 'A abrir o jogo…',
    description: 'Shown while a game launches',
  },
  closeGame: {
    id: 'lobby_close_game',
    defaultMessage: 'Fechar jogo',
    description: 'Button that closes a launched game',
  },
  openInNewWindow: {
    id: 'lobby_open_new_window',
    defaultMessage: 'Abrir numa nova janela',
    description: 'Opens the launched game in its own browser window',
  },
  openGame: {
    id: 'lobby_open_game',
    defaultMessage: 'Abrir o jogo',
    description: 'Button that opens a game that cannot be embedded',
  },
  gameFrameTitle: {
    id: 'lobby_game_frame_title',
    defaultMessage: 'Jogo',
    description: 'Accessible title of the embedded game frame',
  },
  lotteryFrameTitle: {
    id: 'lobby_lottery_frame_title',
    defaultMessage: 'Lotaria',
    description: 'Accessible title of the embedded lottery frame',
  },
});
