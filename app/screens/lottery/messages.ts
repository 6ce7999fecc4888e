// The lottery pages' words (/m/lottery, /m/startLottery; catalogue area `lottery`). Lottery names,
// group titles, issues and numbers come from the platform.
import { defineMessage, defineMessages } from 'react-intl';

export const lotteryMessages = defineMessages({
  back: {
    id: 'lottery_back',
    defaultMessage: 'Voltar',
    description: 'Lottery page: back button of its own top bar',
  },
  groups: {
    id: 'lottery_groups',
    defaultMessage: 'Tipos de lotaria',
    description: 'Lottery page: accessible name of the menu of lottery groups',
  },
  play: {
    id: 'lottery_play',
    defaultMessage: 'Jogar',
    description: 'Lottery entry and start page: play button (launches the lottery)',
  },
  results: {
    id: 'lottery_results',
    defaultMessage: 'Resultados',
    description: 'Lottery entry: link to the lottery start page (next draw and results)',
  },
  lastResult: {
    id: 'lottery_last_result',
    defaultMessage: 'Último resultado',
    description: 'Lottery entry: label before the numbers of the latest draw',
  },
  result: {
    id: 'lottery_result',
    defaultMessage: 'Resultado',
    description: 'Lottery start page: read before the numbers of a past draw',
  },
  noResult: {
    id: 'lottery_no_result',
    defaultMessage: 'Ainda sem resultados',
    description: 'Lottery entry: the lottery has not been drawn yet',
  },
  drawing: {
    id: 'lottery_drawing',
    defaultMessage: 'A sortear…',
    description: 'Lottery start page: the countdown reached the draw, results are coming',
  },
  lastResults: {
    id: 'lottery_last_results',
    defaultMessage: 'Últimos resultados',
    description: 'Lottery start page: heading of the latest draws',
  },
  nextDraw: {
    id: 'lottery_next_draw',
    defaultMessage: 'Próximo sorteio',
    description: 'Lottery start page: heading of the next draw',
  },
  none: {
    id: 'lottery_none',
    defaultMessage: 'Este operador ainda não tem lotarias.',
    description: 'Lottery page: the merchant offers no lottery',
  },
  unknown: {
    id: 'lottery_unknown',
    defaultMessage: 'Esta lotaria não existe ou já não está disponível.',
    description: 'Lottery start page: the lottery in the address is not offered',
  },
  toList: {
    id: 'lottery_to_list',
    defaultMessage: 'Ver as lotarias',
    description: 'Lottery start page: link to the lottery list',
  },
  loading: {
    id: 'lottery_loading',
    defaultMessage: 'A carregar as lotarias',
    description: 'Lottery pages: accessible name of the loading placeholders',
  },
  loadFailed: {
    id: 'lottery_load_failed',
    defaultMessage: 'Não foi possível carregar as lotarias.',
    description: 'Lottery pages: the lotteries could not be loaded',
  },
  offline: {
    id: 'lottery_offline',
    defaultMessage: 'Está sem ligação. As lotarias aparecem quando a ligação voltar.',
    description: 'Lottery pages: the load failed while offline',
  },
  retry: {
    id: 'lottery_retry',
    defaultMessage: 'Tentar de novo',
    description: 'Lottery pages: retry button after a failed load',
  },
});

/** The play button's accessible name: its visible word and the lottery. */
export const playNamedMessage = defineMessage<{ name: string }>({
  id: 'lottery_play_named',
  defaultMessage: 'Jogar {name}',
  description: 'Lottery entry: accessible name of the play button (starts with the visible word Jogar)',
});

/** The results button's accessible name: its visible word and the lottery. */
export const resultsNamedMessage = defineMessage<{ name: string }>({
  id: 'lottery_results_named',
  defaultMessage: 'Resultados de {name}',
  description:
    'Lottery entry: accessible name of the results button (starts with the visible word Resultados)',
});

export const nextDrawMessage = defineMessage<{ time: string }>({
  id: 'lottery_next_in',
  defaultMessage: 'Sorteio em {time}',
  description: 'Lottery countdown: the time left to the next draw (time is mm:ss or h:mm:ss)',
});

export const issueMessage = defineMessage<{ issue: string }>({
  id: 'lottery_issue',
  defaultMessage: 'Sorteio {issue}',
  description: 'Lottery start page: a past draw in the results list, by its issue number',
});

export const drawMessage = defineMessage<{ issue: string; time: string }>({
  id: 'lottery_draw',
  defaultMessage: 'Sorteio {issue} · {time}',
  description: 'Lottery: a draw, its issue number and when it is or was drawn',
});
