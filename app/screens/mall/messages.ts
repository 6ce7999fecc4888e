import { defineMessage, defineMessages } from 'react-intl';

export const mallMessages = defineMessages({
  balance: {
    id: 'mall_balance',
    defaultMessage: 'Os meus pontos',
    description: "Points mall: label of the member's points balance",
  },
  views: {
    id: 'mall_views',
    defaultMessage: 'Loja ou histórico',
    description: 'Points mall: accessible name of the items / my redemptions switch',
  },
  items: {
    id: 'mall_items',
    defaultMessage: 'Prémios',
    description: 'Points mall: the items to redeem (a view and the list name)',
  },
  history: {
    id: 'mall_history',
    defaultMessage: 'Histórico',
    description: "Points mall: the member's redemption history (a view and the list name)",
  },
  loading: {
    id: 'mall_loading',
    defaultMessage: 'A carregar a loja de pontos',
    description: 'Points mall: accessible name of the loading placeholders',
  },
  loadFailed: {
    id: 'mall_load_failed',
    defaultMessage: 'Não foi possível carregar a loja de pontos.',
    description: 'Points mall: the read failed',
  },
  offline: {
    id: 'mall_offline',
    defaultMessage: 'Sem ligação. A loja volta quando a ligação voltar.',
    description: 'Points mall: the read failed while offline',
  },
  retry: {
    id: 'mall_retry',
    defaultMessage: 'Tentar de novo',
    description: 'Points mall: retry button after a failed read',
  },
  empty: {
    id: 'mall_empty',
    defaultMessage: 'Ainda não há prémios na loja. Volte em breve.',
    description: 'Points mall: the merchant has no items',
  },
  historyEmpty: {
    id: 'mall_history_empty',
    defaultMessage: 'Ainda não trocou pontos por prémios.',
    description: 'Points mall: no redemption yet',
  },
  redeem: {
    id: 'mall_redeem',
    defaultMessage: 'Trocar',
    description: 'Points mall: the button that redeems points for an item',
  },
  soldOut: {
    id: 'mall_sold_out',
    defaultMessage: 'Esgotado',
    description: 'Points mall: an item out of stock (label and disabled button)',
  },
  notEnough: {
    id: 'mall_not_enough',
    defaultMessage: 'Pontos insuficientes',
    description: "Points mall: the member's points are not enough for the item (disabled button)",
  },
  confirmTitle: {
    id: 'mall_confirm_title',
    defaultMessage: 'Confirmar troca',
    description: 'Points mall: title of the redeem confirmation',
  },
  cancel: {
    id: 'mall_cancel',
    defaultMessage: 'Cancelar',
    description: 'Points mall: cancels the redeem confirmation',
  },
  unanswered: {
    id: 'mall_unanswered',
    defaultMessage:
      'A troca não teve resposta e pode não ter sido feita. Tente de novo: não será cobrado duas vezes.',
    description: 'Points mall: a redemption got no answer (network); trying again is safe',
  },
  tryAgain: {
    id: 'mall_try_again',
    defaultMessage: 'Tentar a troca de novo',
    description: 'Points mall: retries a redemption that got no answer',
  },
  removedItem: {
    id: 'mall_removed_item',
    defaultMessage: 'Prémio retirado da loja',
    description: 'Points mall history: an item that the merchant removed since',
  },
  loadingMore: {
    id: 'mall_loading_more',
    defaultMessage: 'A carregar mais resgates',
    description: 'Points mall history: the next page is loading',
  },
  moreFailed: {
    id: 'mall_more_failed',
    defaultMessage: 'Não foi possível carregar mais resgates.',
    description: 'Points mall history: the next page failed to load',
  },
  end: {
    id: 'mall_end',
    defaultMessage: 'Não há mais resgates.',
    description: 'Points mall history: the end of the list',
  },
});

export const pointsMessage = defineMessage<{ points: number }>({
  id: 'mall_points',
  defaultMessage: '{points, plural, one {# ponto} other {# pontos}}',
  description: 'Points mall: an amount of points (a price, a balance)',
});

export const stockMessage = defineMessage<{ stock: number }>({
  id: 'mall_stock',
  defaultMessage: '{stock, plural, one {Resta #} other {Restam #}}',
  description: 'Points mall: how many of an item are left',
});

export const confirmMessage = defineMessage<{ name: string; points: string; left: string }>({
  id: 'mall_confirm',
  defaultMessage: 'Trocar {points} por «{name}»? Ficará com {left}.',
  description: 'Points mall: the redeem confirmation, with the price and the points left after',
});

export const redeemedMessage = defineMessage<{ name: string; left: string }>({
  id: 'mall_redeemed',
  defaultMessage: '«{name}» é seu! Ficou com {left}.',
  description: 'Points mall: toast after a redemption, with the points left',
});

export const redeemLabelMessage = defineMessage<{ name: string }>({
  id: 'mall_redeem_label',
  defaultMessage: 'Trocar: {name}',
  description: 'Points mall: accessible name of the redeem button of one item',
});

export const orderMessage = defineMessage<{ date: string; orderId: string }>({
  id: 'mall_order',
  defaultMessage: '{date} · Pedido {orderId}',
  description: 'Points mall history: the date and order number of a redemption',
});

export const spentMessage = defineMessage<{ points: number }>({
  id: 'mall_spent',
  defaultMessage: '{points, plural, one {−# ponto} other {−# pontos}}',
  description: 'Points mall history: the points a redemption cost',
});
