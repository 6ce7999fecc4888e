import { defineMessage, defineMessages } from 'react-intl';

export const contractMessages = defineMessages({
  introSalary: {
    id: 'contract_intro_salary',
    defaultMessage:
      'Um agente propõe-lhe um salário diário: quanto mais apostas válidas num dia, maior a percentagem.',
    description: 'Daily salary contract screen: what this kind of contract is',
  },
  introDividend: {
    id: 'contract_intro_dividend',
    defaultMessage: 'Um agente propõe-lhe dividendos: uma percentagem do resultado do período, por escalões.',
    description: 'Dividend contract screen: what this kind of contract is',
  },
  introHourly: {
    id: 'contract_intro_hourly',
    defaultMessage:
      'Um agente propõe-lhe um salário por hora: quanto mais apostas válidas numa hora, maior a percentagem.',
    description: 'Hourly salary contract screen: what this kind of contract is',
  },
  statusPending: {
    id: 'contract_status_pending',
    defaultMessage: 'A aguardar resposta',
    description: 'Contract status badge: not answered yet',
  },
  statusAccepted: {
    id: 'contract_status_accepted',
    defaultMessage: 'Aceite',
    description: 'Contract status badge: the member accepted it',
  },
  statusRejected: {
    id: 'contract_status_rejected',
    defaultMessage: 'Recusado',
    description: 'Contract status badge: the member rejected it',
  },
  tiersSalary: {
    id: 'contract_tiers_salary',
    defaultMessage: 'Escalões por apostas válidas no dia',
    description: 'Daily salary contract card: heading of the tiers (threshold of daily valid bets, rate)',
  },
  tiersDividend: {
    id: 'contract_tiers_dividend',
    defaultMessage: 'Escalões por resultado do período',
    description: 'Dividend contract card: heading of the tiers (threshold of the period result, rate)',
  },
  tiersHourly: {
    id: 'contract_tiers_hourly',
    defaultMessage: 'Escalões por apostas válidas na hora',
    description: 'Hourly salary contract card: heading of the tiers (threshold of hourly valid bets, rate)',
  },
  accept: {
    id: 'contract_accept',
    defaultMessage: 'Aceitar',
    description: 'Contract card: accept button',
  },
  reject: {
    id: 'contract_reject',
    defaultMessage: 'Recusar',
    description: 'Contract card: reject button',
  },
  confirmAcceptTitle: {
    id: 'contract_confirm_accept_title',
    defaultMessage: 'Aceitar o contrato?',
    description: 'Confirmation dialog title before accepting a contract',
  },
  confirmAccept: {
    id: 'contract_confirm_accept',
    defaultMessage: 'Vai aceitar as condições propostas pelo agente. Esta resposta não pode ser alterada.',
    description: 'Confirmation dialog body before accepting a contract',
  },
  confirmRejectTitle: {
    id: 'contract_confirm_reject_title',
    defaultMessage: 'Recusar o contrato?',
    description: 'Confirmation dialog title before rejecting a contract',
  },
  confirmReject: {
    id: 'contract_confirm_reject',
    defaultMessage: 'O agente será informado de que recusou. Esta resposta não pode ser alterada.',
    description: 'Confirmation dialog body before rejecting a contract',
  },
  cancel: {
    id: 'contract_cancel',
    defaultMessage: 'Cancelar',
    description: 'Contract confirmation dialog: cancel button',
  },
  accepted: {
    id: 'contract_accepted',
    defaultMessage: 'Contrato aceite',
    description: 'Toast after a contract was accepted',
  },
  rejected: {
    id: 'contract_rejected',
    defaultMessage: 'Contrato recusado',
    description: 'Toast after a contract was rejected',
  },
  alreadyAnswered: {
    id: 'contract_already_answered',
    defaultMessage: 'Este contrato já tinha sido respondido.',
    description: 'Toast when the platform says the contract was already answered',
  },
  respondFailed: {
    id: 'contract_respond_failed',
    defaultMessage: 'Não foi possível enviar a resposta. Tente de novo.',
    description: 'Error under a contract when the answer could not be sent',
  },
  none: {
    id: 'contract_none',
    defaultMessage: 'Não tem contratos deste tipo.',
    description: 'Contract screens: no contract of this kind',
  },
  loading: {
    id: 'contract_loading',
    defaultMessage: 'A carregar os contratos',
    description: 'Contract screens: accessible name of the loading placeholders',
  },
  loadFailed: {
    id: 'contract_load_failed',
    defaultMessage: 'Não foi possível carregar os contratos.',
    description: 'Contract screens: the contracts could not be loaded',
  },
  offline: {
    id: 'contract_offline',
    defaultMessage: 'Está sem ligação. Os contratos aparecem quando a ligação voltar.',
    description: 'Contract screens: the load failed while offline',
  },
  retry: {
    id: 'contract_retry',
    defaultMessage: 'Tentar de novo',
    description: 'Contract screens: retry button after a failed load',
  },
});

export const offeredByMessage = defineMessage<{ agent: string }>({
  id: 'contract_offered_by',
  defaultMessage: 'Proposto por {agent}',
  description: 'Contract card: the agent who offered the contract',
});

export const offeredOnMessage = defineMessage<{ date: string }>({
  id: 'contract_offered_on',
  defaultMessage: 'Recebido a {date}',
  description: 'Contract card: when the contract was offered',
});

export const tierFromMessage = defineMessage<{ amount: string }>({
  id: 'contract_tier_from',
  defaultMessage: 'A partir de {amount}',
  description: 'Contract tier row: the threshold from which the rate at the end of the row applies',
});
