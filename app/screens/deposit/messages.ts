import { defineMessage, defineMessages } from 'react-intl';

export const depositMessages = defineMessages({
  channels: {
    id: 'dep_channels',
    defaultMessage: 'Métodos de depósito',
    description: 'Deposit: heading of the channel list',
  },
  empty: {
    id: 'dep_no_channels',
    defaultMessage: 'Não há métodos de depósito disponíveis de momento.',
    description: 'Deposit: no channel is available',
  },
  loadFailed: {
    id: 'dep_load_failed',
    defaultMessage: 'Não foi possível carregar os métodos de depósito.',
    description: 'Deposit: channels failed to load',
  },
  presets: {
    id: 'dep_presets',
    defaultMessage: 'Valores sugeridos',
    description: 'Deposit: preset amounts of a channel',
  },
  noFee: { id: 'dep_no_fee', defaultMessage: 'Sem taxa', description: 'Deposit: the channel charges no fee' },
});

export const limitsMessage = defineMessage<{ min: string; max: string }>({
  id: 'dep_limits',
  defaultMessage: 'Mínimo {min} · Máximo {max}',
  description: 'Deposit: the amount limits of a channel',
});

export const feeMessage = defineMessage<{ rate: string }>({
  id: 'dep_fee',
  defaultMessage: 'Taxa {rate}%',
  description: 'Deposit: the fee of a channel in percent',
});

export const depositFormMessages = defineMessages({
  amount: { id: 'dep_amount', defaultMessage: 'Valor', description: 'Deposit: label of the amount field' },
  clearAmount: {
    id: 'dep_clear_amount',
    defaultMessage: 'Limpar valor',
    description: 'Deposit: button that clears the amount field',
  },
  amountRequired: {
    id: 'dep_amount_required',
    defaultMessage: 'Introduza o valor a depositar.',
    description: 'Deposit: the amount is empty',
  },
  amountFormat: {
    id: 'dep_amount_format',
    defaultMessage: 'Introduza um valor válido, com até duas casas decimais.',
    description: 'Deposit: the amount is not a number with up to two decimals',
  },
  fee: { id: 'dep_fee_label', defaultMessage: 'Taxa', description: 'Deposit: summary row, the fee' },
  credited: {
    id: 'dep_credited',
    defaultMessage: 'Valor creditado',
    description: 'Deposit: summary row, what reaches the wallet after the fee',
  },
  submit: {
    id: 'dep_submit',
    defaultMessage: 'Depositar',
    description: 'Deposit: button that creates the order',
  },
  history: {
    id: 'dep_history',
    defaultMessage: 'Histórico de depósitos',
    description: 'Deposit: link or heading of the deposit history',
  },
  createFailed: {
    id: 'dep_create_failed',
    defaultMessage: 'O depósito não foi criado. Tente novamente: não será cobrado duas vezes.',
    description: 'Deposit: creating the order failed without an answer; trying again is safe',
  },
});

export const amountMinMessage = defineMessage<{ min: string }>({
  id: 'dep_amount_min',
  defaultMessage: 'O valor mínimo é {min}.',
  description: 'Deposit: the amount is under the channel minimum',
});

export const amountMaxMessage = defineMessage<{ max: string }>({
  id: 'dep_amount_max',
  defaultMessage: 'O valor máximo é {max}.',
  description: 'Deposit: the amount is over the channel maximum',
});

export const orderMessages = defineMessages({
  title: { id: 'dep_order_title', defaultMessage: 'Pagamento', description: 'Deposit order: heading' },
  amount: {
    id: 'dep_order_amount',
    defaultMessage: 'Valor a pagar',
    description: 'Deposit order: amount to pay',
  },
  holder: {
    id: 'dep_order_holder',
    defaultMessage: 'Titular',
    description: 'Deposit order: account holder name',
  },
  qr: {
    id: 'dep_qr',
    defaultMessage: 'Código QR para pagar',
    description: 'Deposit order: the QR code image',
  },
  payPage: {
    id: 'dep_pay_page',
    defaultMessage: 'Abrir página de pagamento',
    description: 'Deposit order: link to the payment page',
  },
  waiting: {
    id: 'dep_waiting',
    defaultMessage: 'A aguardar o pagamento',
    description: 'Deposit order: the order is pending',
  },
  refreshFailed: {
    id: 'dep_refresh_failed',
    defaultMessage: 'Sem ligação à plataforma: o estado será atualizado quando voltar.',
    description: 'Deposit order: a status refresh failed; refreshing goes on',
  },
  success: { id: 'dep_success', defaultMessage: 'Depósito concluído', description: 'Deposit order: success' },
  failed: { id: 'dep_failed', defaultMessage: 'O depósito falhou', description: 'Deposit order: failed' },
  cancelled: {
    id: 'dep_cancelled',
    defaultMessage: 'Depósito cancelado',
    description: 'Deposit order: cancelled',
  },
  expired: {
    id: 'dep_expired',
    defaultMessage: 'O prazo de pagamento terminou',
    description: 'Deposit order: not paid before it expired',
  },
  newDeposit: {
    id: 'dep_new',
    defaultMessage: 'Novo depósito',
    description: 'Deposit order: start another deposit',
  },
  notFound: {
    id: 'dep_order_not_found',
    defaultMessage: 'Não encontrámos este pedido de depósito.',
    description: 'Deposit order: the order id in the address is not the member’s',
  },
  historyEmpty: {
    id: 'dep_history_empty',
    defaultMessage: 'Ainda não fez depósitos.',
    description: 'Deposit history: no order yet',
  },
  channel: {
    id: 'dep_channel',
    defaultMessage: 'Método',
    description: 'Deposit history details: the channel the order was made with',
  },
  expires: {
    id: 'dep_expires',
    defaultMessage: 'Pagar até',
    description: 'Deposit history details: when a pending order expires',
  },
  resume: {
    id: 'dep_resume',
    defaultMessage: 'Continuar o pagamento',
    description: 'Deposit history details: reopens a pending order’s payment screen',
  },
});

export const timeLeftMessage = defineMessage<{ time: string }>({
  id: 'dep_time_left',
  defaultMessage: 'Pague dentro de {time}',
  description: 'Deposit order: countdown to the expiry, time as mm:ss',
});

export const newBalanceMessage = defineMessage<{ balance: string }>({
  id: 'dep_new_balance',
  defaultMessage: 'Novo saldo: {balance}',
  description: 'Deposit order: the balance after a successful deposit',
});
