import { defineMessage, defineMessages } from 'react-intl';

export const memberMessages = defineMessages({
  totalBalance: {
    id: 'mc_total_balance',
    defaultMessage: 'Saldo total',
    description: 'Member centre: wallet total label',
  },
  deposit: { id: 'mc_deposit', defaultMessage: 'Depositar', description: 'Member centre: deposit button' },
  withdraw: { id: 'mc_withdraw', defaultMessage: 'Levantar', description: 'Member centre: withdraw button' },
  refresh: {
    id: 'mc_refresh_balance',
    defaultMessage: 'Atualizar saldo',
    description: 'Member centre: refresh balance button',
  },
  hideBalance: {
    id: 'mc_hide_balance',
    defaultMessage: 'Ocultar saldo',
    description: 'Member centre: hide balance toggle',
  },
  showBalance: {
    id: 'mc_show_balance',
    defaultMessage: 'Mostrar saldo',
    description: 'Member centre: show balance toggle',
  },
  menu: {
    id: 'mc_menu',
    defaultMessage: 'Menu de membro',
    description: 'Member centre: accessible name of the navigation list',
  },
  trialTitle: {
    id: 'mc_trial_title',
    defaultMessage: 'Está a jogar com uma conta de demonstração',
    description: 'Member centre for a trial account: heading',
  },
  loadFailed: {
    id: 'mc_load_failed',
    defaultMessage: 'Não foi possível carregar os dados da conta.',
    description: 'Member centre: member info failed to load',
  },
});

export const accountMessage = defineMessage<{ account: string }>({
  id: 'mc_account',
  defaultMessage: 'Conta: {account}',
  description: 'Member centre: the account name under the nickname',
});
