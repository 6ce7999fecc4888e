// Messages of the responsible-gaming store: the reality check prompt, the sign-out after a break,
// and the platform's refusals that come from a player's own limits (message keys the platform sends).
import { defineMessage, defineMessages } from 'react-intl';

export const realityCheckMessages = {
  title: defineMessage({
    id: 'rg_reality_title',
    defaultMessage: 'Verificação da realidade',
    description: 'Reality check prompt: title',
  }),
  bodyLost: defineMessage<{ hours: number; minutes: number; amount: string }>({
    id: 'rg_reality_body_lost',
    defaultMessage:
      'Está a jogar há {hours, plural, =0 {} one {# hora e } other {# horas e }}{minutes, plural, one {# minuto} other {# minutos}}. Nesta sessão perdeu {amount}.',
    description:
      'Reality check prompt: time played in this session (hours may be 0 and then not said) and the amount lost',
  }),
  bodyWon: defineMessage<{ hours: number; minutes: number; amount: string }>({
    id: 'rg_reality_body_won',
    defaultMessage:
      'Está a jogar há {hours, plural, =0 {} one {# hora e } other {# horas e }}{minutes, plural, one {# minuto} other {# minutos}}. Nesta sessão o seu resultado é de +{amount}.',
    description:
      'Reality check prompt: time played in this session (hours may be 0 and then not said) and the net amount won (0 or more)',
  }),
  continue: defineMessage({
    id: 'rg_reality_continue',
    defaultMessage: 'Continuar',
    description: 'Reality check prompt: button to keep playing',
  }),
  stop: defineMessage({
    id: 'rg_reality_stop',
    defaultMessage: 'Parar de jogar',
    description: 'Reality check prompt: button that ends the session (signs out)',
  }),
};

export const breakMessages = {
  breakStarted: defineMessage<{ until: Date }>({
    id: 'rg_break_started',
    defaultMessage:
      'A sua pausa começou. Poderá voltar a entrar a {until, date, medium} às {until, time, short}.',
    description: 'Toast after a break started and the player was signed out; until = when it ends',
  }),
  exclusionStarted: defineMessage<{ until: Date }>({
    id: 'rg_exclusion_started',
    defaultMessage: 'A sua autoexclusão começou. A conta fica bloqueada até {until, date, medium}.',
    description: 'Toast after a self-exclusion started and the player was signed out',
  }),
  permanentStarted: defineMessage({
    id: 'rg_exclusion_permanent_started',
    defaultMessage: 'A sua autoexclusão permanente começou. A conta fica bloqueada.',
    description: 'Toast after a permanent self-exclusion started and the player was signed out',
  }),
};

/** The platform's refusals caused by the player's own limits (its message keys). */
export const limitRefusalMessages = defineMessages({
  depositLimit: {
    id: 'err_deposit_limit',
    defaultMessage: 'Este depósito ultrapassa o limite de depósito que definiu.',
    description: 'Error: a deposit refused because it passes the limit the player set (responsible gaming)',
  },
  lossLimit: {
    id: 'err_loss_limit',
    defaultMessage: 'Atingiu o limite de perdas que definiu. Não pode iniciar jogos até o período terminar.',
    description: 'Error: a game launch refused because the player reached the loss limit they set',
  },
  sessionLimit: {
    id: 'err_session_limit',
    defaultMessage: 'Atingiu o limite de tempo de sessão que definiu. Termine a sessão e descanse.',
    description: 'Error: a game launch refused because the session time limit the player set is reached',
  },
  playBreak: {
    id: 'err_play_break',
    defaultMessage: 'A sua conta está numa pausa de jogo que pediu.',
    description: 'Error: login or game launch refused during a break the player asked for',
  },
  selfExcluded: {
    id: 'err_self_excluded',
    defaultMessage: 'A sua conta está autoexcluída a seu pedido.',
    description: 'Error: login or game launch refused during a self-exclusion',
  },
});

/** The same refusals with the date they end, where the platform gives it. */
export const breakUntilMessages = {
  break: defineMessage<{ until: Date }>({
    id: 'rg_refused_break_until',
    defaultMessage:
      'A sua conta está numa pausa de jogo que pediu, até {until, date, medium} às {until, time, short}. Só poderá entrar depois dessa data.',
    description: 'Error: login refused during a break, with the date and time it ends',
  }),
  exclusion: defineMessage<{ until: Date }>({
    id: 'rg_refused_exclusion_until',
    defaultMessage:
      'A sua conta está autoexcluída a seu pedido até {until, date, medium}. Só poderá entrar depois dessa data.',
    description: 'Error: login refused during a self-exclusion, with the date it ends',
  }),
  permanent: defineMessage({
    id: 'rg_refused_exclusion_permanent',
    defaultMessage: 'A sua conta está autoexcluída de forma permanente a seu pedido.',
    description: 'Error: login refused during a permanent self-exclusion',
  }),
};
