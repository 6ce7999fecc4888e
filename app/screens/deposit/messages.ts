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
