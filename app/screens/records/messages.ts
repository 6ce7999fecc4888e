// The record screens' messages (bet record, transaction record, profit and loss): area `records`.
import { defineMessage, defineMessages } from 'react-intl';

export const recordMessages = defineMessages({
  rangeLabel: {
    id: 'rec_range_label',
    defaultMessage: 'Período',
    description: 'Records: name of the date range choice',
  },
  today: { id: 'rec_range_today', defaultMessage: 'Hoje', description: 'Records: range preset, today' },
  yesterday: {
    id: 'rec_range_yesterday',
    defaultMessage: 'Ontem',
    description: 'Records: range preset, yesterday',
  },
  week: {
    id: 'rec_range_7d',
    defaultMessage: '7 dias',
    description: 'Records: range preset, the last 7 days',
  },
  month: {
    id: 'rec_range_30d',
    defaultMessage: '30 dias',
    description: 'Records: range preset, the last 30 days',
  },
  custom: {
    id: 'rec_range_custom',
    defaultMessage: 'Outro',
    description:
      'Records: range preset, a custom range the player picks (short: it shares a row with four others)',
  },
  from: { id: 'rec_range_from', defaultMessage: 'De', description: 'Records: custom range, first day field' },
  to: { id: 'rec_range_to', defaultMessage: 'Até', description: 'Records: custom range, last day field' },
  filter: { id: 'rec_filter', defaultMessage: 'Filtrar', description: 'Records: button opening the filters' },
  filterTitle: {
    id: 'rec_filter_title',
    defaultMessage: 'Filtros',
    description: 'Records: title of the filter panel',
  },
  filterClose: {
    id: 'rec_filter_close',
    defaultMessage: 'Fechar',
    description: 'Records: closes the filter panel',
  },
  filterApply: {
    id: 'rec_filter_apply',
    defaultMessage: 'Aplicar',
    description: 'Records: applies the chosen filters',
  },
  filterReset: {
    id: 'rec_filter_reset',
    defaultMessage: 'Limpar filtros',
    description: 'Records: clears every filter',
  },
  filterAll: {
    id: 'rec_filter_all',
    defaultMessage: 'Todos',
    description: 'Records: filter option, no filter',
  },
  gameType: {
    id: 'rec_game_type',
    defaultMessage: 'Tipo de jogo',
    description: 'Records: game type (filter and detail)',
  },
  status: { id: 'rec_status', defaultMessage: 'Estado', description: 'Records: status (filter and detail)' },
  type: { id: 'rec_type', defaultMessage: 'Tipo', description: 'Records: transaction type filter' },
  betCount: {
    id: 'rec_bet_count',
    defaultMessage: 'Apostas',
    description: 'Records: summary, number of bets',
  },
  bet: { id: 'rec_bet', defaultMessage: 'Aposta', description: 'Records: amount staked' },
  validBet: {
    id: 'rec_valid_bet',
    defaultMessage: 'Aposta válida',
    description: 'Records: valid bet (counts for rebates)',
  },
  winLoss: {
    id: 'rec_win_loss',
    defaultMessage: 'Ganho/perda',
    description: 'Records: win or loss of a bet or a range',
  },
  summary: {
    id: 'rec_summary',
    defaultMessage: 'Resumo do período',
    description: 'Records: name of the range totals',
  },
  game: { id: 'rec_game', defaultMessage: 'Jogo', description: 'Records: bet detail, the game' },
  vendor: {
    id: 'rec_vendor',
    defaultMessage: 'Fornecedor',
    description: 'Records: bet detail, the game vendor',
  },
  time: { id: 'rec_time', defaultMessage: 'Hora', description: 'Records: time of a record' },
  number: {
    id: 'rec_number',
    defaultMessage: 'N.º do registo',
    description: 'Records: the record identifier',
  },
  betDetail: {
    id: 'rec_bet_detail',
    defaultMessage: 'Detalhe da aposta',
    description: 'Records: title of the full bet record',
  },
  close: { id: 'rec_close', defaultMessage: 'Fechar', description: 'Records: closes the bet detail' },
  betList: {
    id: 'rec_bet_list',
    defaultMessage: 'Apostas',
    description: 'Records: accessible name of the bet list',
  },
  transactionList: {
    id: 'rec_transaction_list',
    defaultMessage: 'Transações',
    description: 'Records: accessible name of the transaction list',
  },
  loading: {
    id: 'rec_loading',
    defaultMessage: 'A carregar registos',
    description: 'Records: the list is loading',
  },
  loadingMore: {
    id: 'rec_loading_more',
    defaultMessage: 'A carregar mais…',
    description: 'Records: next page loading',
  },
  end: { id: 'rec_end', defaultMessage: 'Não há mais registos', description: 'Records: every page is shown' },
  loadFailed: {
    id: 'rec_load_failed',
    defaultMessage: 'Não foi possível carregar os registos.',
    description: 'Records: a read failed',
  },
  offline: {
    id: 'rec_offline',
    defaultMessage: 'Está sem ligação. Os registos voltam quando a ligação regressar.',
    description: 'Records: a read failed while offline (it is retried when the connection returns)',
  },
  retry: {
    id: 'rec_retry',
    defaultMessage: 'Tentar novamente',
    description: 'Records: retries a failed read',
  },
  withFilters: {
    id: 'rec_with_filters',
    defaultMessage: 'Com os filtros escolhidos.',
    description: 'Records: under an empty result when filters are on',
  },
  net: {
    id: 'rec_pl_net',
    defaultMessage: 'Resultado líquido',
    description: 'Profit and loss: the net result',
  },
  netFormula: {
    id: 'rec_pl_formula',
    defaultMessage: 'Prémios + bónus + rebate − apostas',
    description: 'Profit and loss: how the net result is reckoned',
  },
  byGameType: {
    id: 'rec_pl_by_game_type',
    defaultMessage: 'Ganho/perda por tipo de jogo',
    description: 'Profit and loss: title of the chart by game type',
  },
  deposit: {
    id: 'rec_pl_deposit',
    defaultMessage: 'Depósitos',
    description: 'Profit and loss: deposits total',
  },
  withdraw: {
    id: 'rec_pl_withdraw',
    defaultMessage: 'Levantamentos',
    description: 'Profit and loss: withdrawals total',
  },
  betTotal: { id: 'rec_pl_bet', defaultMessage: 'Apostas', description: 'Profit and loss: total staked' },
  payout: { id: 'rec_pl_payout', defaultMessage: 'Prémios', description: 'Profit and loss: total paid out' },
  bonus: { id: 'rec_pl_bonus', defaultMessage: 'Bónus', description: 'Profit and loss: bonuses total' },
  rebate: { id: 'rec_pl_rebate', defaultMessage: 'Rebate', description: 'Profit and loss: rebates total' },
  totals: {
    id: 'rec_pl_totals',
    defaultMessage: 'Movimentos do período',
    description: 'Profit and loss: title of the totals',
  },
});

export const timeZoneMessage = defineMessage<{ zone: string }>({
  id: 'rec_time_zone',
  defaultMessage: 'Datas e horas em {zone}, a hora da plataforma.',
  description: 'Records: said once per screen, the time zone of every date shown',
});

export const rowAmountsMessage = defineMessage<{ bet: string; valid: string }>({
  id: 'rec_row_amounts',
  defaultMessage: 'Aposta {bet} · Válida {valid}',
  description: 'Records: a bet row, amount staked and valid bet',
});

export const balanceAfterMessage = defineMessage<{ balance: string }>({
  id: 'rec_balance_after',
  defaultMessage: 'Saldo {balance}',
  description: 'Records: a transaction row, the balance after it',
});

export const countMessage = defineMessage<{ count: number }>({
  id: 'rec_count',
  defaultMessage: '{count, plural, one {# registo} other {# registos}}',
  description: 'Records: how many records the range and filters hold',
});

/** The range an empty state names: `period` is today, yesterday, week, month or other (custom). */
export const emptyBetsMessage = defineMessage<{ period: string; from: string; to: string }>({
  id: 'rec_empty_bets',
  defaultMessage:
    '{period, select, today {Sem apostas hoje} yesterday {Sem apostas ontem} week {Sem apostas nestes 7 dias} month {Sem apostas nestes 30 dias} other {Sem apostas de {from} a {to}}}',
  description: 'Records: no bets in the chosen range',
});

export const emptyTransactionsMessage = defineMessage<{ period: string; from: string; to: string }>({
  id: 'rec_empty_transactions',
  defaultMessage:
    '{period, select, today {Sem transações hoje} yesterday {Sem transações ontem} week {Sem transações nestes 7 dias} month {Sem transações nestes 30 dias} other {Sem transações de {from} a {to}}}',
  description: 'Records: no transactions in the chosen range',
});

export const emptyProfitLossMessage = defineMessage<{ period: string; from: string; to: string }>({
  id: 'rec_empty_profit_loss',
  defaultMessage:
    '{period, select, today {Sem movimentos hoje} yesterday {Sem movimentos ontem} week {Sem movimentos nestes 7 dias} month {Sem movimentos nestes 30 dias} other {Sem movimentos de {from} a {to}}}',
  description: 'Records: no bets or wallet movements in the chosen range (profit and loss)',
});

export const gameTypeMessages = defineMessages({
  RNG: { id: 'rec_gt_rng', defaultMessage: 'Slots', description: 'Records: game type RNG (slot games)' },
  LIVE: { id: 'rec_gt_live', defaultMessage: 'Casino ao vivo', description: 'Records: game type LIVE' },
  FISH: {
    id: 'rec_gt_fish',
    defaultMessage: 'Pesca',
    description: 'Records: game type FISH (fishing games)',
  },
  PVP: {
    id: 'rec_gt_pvp',
    defaultMessage: 'Cartas',
    description: 'Records: game type PVP (card games between players)',
  },
  SPORTS: { id: 'rec_gt_sports', defaultMessage: 'Desporto', description: 'Records: game type SPORTS' },
  LOTTERY: { id: 'rec_gt_lottery', defaultMessage: 'Lotaria', description: 'Records: game type LOTTERY' },
});

export const betStatusMessages = defineMessages({
  SETTLED: { id: 'rec_bs_settled', defaultMessage: 'Liquidada', description: 'Records: bet status, settled' },
  UNSETTLED: {
    id: 'rec_bs_unsettled',
    defaultMessage: 'Em aberto',
    description: 'Records: bet status, not settled yet',
  },
  CANCELLED: {
    id: 'rec_bs_cancelled',
    defaultMessage: 'Cancelada',
    description: 'Records: bet status, cancelled (stake refunded)',
  },
});

export const transactionTypeMessages = defineMessages({
  DEPOSIT: { id: 'rec_tt_deposit', defaultMessage: 'Depósito', description: 'Records: transaction type' },
  WITHDRAW: {
    id: 'rec_tt_withdraw',
    defaultMessage: 'Levantamento',
    description: 'Records: transaction type',
  },
  BET: { id: 'rec_tt_bet', defaultMessage: 'Aposta', description: 'Records: transaction type, a stake' },
  PAYOUT: {
    id: 'rec_tt_payout',
    defaultMessage: 'Prémio',
    description: 'Records: transaction type, a win paid out',
  },
  BONUS: { id: 'rec_tt_bonus', defaultMessage: 'Bónus', description: 'Records: transaction type' },
  REBATE: {
    id: 'rec_tt_rebate',
    defaultMessage: 'Rebate',
    description: 'Records: transaction type, cash back on bets',
  },
  ADJUST: {
    id: 'rec_tt_adjust',
    defaultMessage: 'Ajuste',
    description: 'Records: transaction type, a manual adjustment',
  },
});

export const transactionStatusMessages = defineMessages({
  SUCCESS: { id: 'rec_ts_success', defaultMessage: 'Concluída', description: 'Records: transaction status' },
  PENDING: {
    id: 'rec_ts_pending',
    defaultMessage: 'Pendente',
    description: 'Records: transaction status, not done yet',
  },
  FAILED: { id: 'rec_ts_failed', defaultMessage: 'Falhada', description: 'Records: transaction status' },
});
