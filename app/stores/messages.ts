// Messages the shell's stores show (toasts and prompts), as react-intl descriptors.
import { defineMessages } from 'react-intl';

export const storeMessages = defineMessages({
  pleaseWait: {
    id: 'in_please_wait',
    defaultMessage: 'Aguarde, por favor…',
    description: 'Loading toast while a request runs (SPEC §8)',
  },
  changeSaved: {
    id: 'in_chang_saved',
    defaultMessage: 'Alterações guardadas',
    description: 'Success toast after saving a change (SPEC §8)',
  },
  popupPrompt: {
    id: 'in_popup_prompt',
    defaultMessage: 'Aviso',
    description: 'Title of the logout confirmation and other prompts (SPEC §8)',
  },
  sureLogout: {
    id: 'in_sure_logout',
    defaultMessage: 'Tem a certeza de que quer terminar a sessão?',
    description: 'Logout confirmation question (SPEC §8)',
  },
  loggedLogin: {
    id: 'in_logged_login',
    defaultMessage: 'Inicie sessão primeiro.',
    description: 'Log-in prompt when a guest uses a member function (SPEC §8)',
  },
  cancel: {
    id: 'shell_cancel',
    defaultMessage: 'Cancelar',
    description: 'Cancel button of a prompt',
  },
  ok: {
    id: 'shell_ok',
    defaultMessage: 'OK',
    description: 'Confirm button of a prompt',
  },
  logoutConfirm: {
    id: 'shell_logout',
    defaultMessage: 'Terminar sessão',
    description: 'Confirm button of the logout prompt',
  },
  registerNow: {
    id: 'shell_register_now',
    defaultMessage: 'Registar agora',
    description: 'Prompt button taking a trial member to registration',
  },
  trialRefusedTitle: {
    id: 'shell_trial_refused_title',
    defaultMessage: 'Conta de demonstração',
    description: 'Title of the prompt refusing a trial member a member function',
  },
  trialActualAccount: {
    id: 'shell_trial_actual_account',
    defaultMessage: 'Por favor, inicie sessão com uma conta real para usar esta função.',
    description: "Trial refusal explanation: 'Please login an actual account to use this function' (SPEC §6)",
  },
  sessionExpired: {
    id: 'shell_session_expired',
    defaultMessage: 'A sua sessão terminou. Inicie sessão novamente.',
    description: 'Toast when the platform says the session expired',
  },
  contractDailySalary: {
    id: 'in_daily_salary_agt',
    defaultMessage: 'Contrato de salário diário de agente',
    description: 'Title of the prompt about a pending daily salary contract (SPEC §8)',
  },
  contractDailySalaryReq: {
    id: 'in_daily_salary_req',
    defaultMessage: 'O seu agente enviou-lhe um contrato de salário diário. Quer vê-lo agora?',
    description: 'Body of the pending daily salary contract prompt (SPEC §8)',
  },
  contractDividend: {
    id: 'in_dividend_agt',
    defaultMessage: 'Contrato de dividendos de agente',
    description: 'Title of the prompt about a pending dividend contract (SPEC §8)',
  },
  contractDividendReq: {
    id: 'in_dividend_req',
    defaultMessage: 'O seu agente enviou-lhe um contrato de dividendos. Quer vê-lo agora?',
    description: 'Body of the pending dividend contract prompt (SPEC §8)',
  },
  contractHourSalary: {
    id: 'in_hour_salary_agt',
    defaultMessage: 'Contrato de salário por hora de agente',
    description: 'Title of the prompt about a pending hourly salary contract (SPEC §8)',
  },
  contractHourSalaryReq: {
    id: 'in_hour_salary_req',
    defaultMessage: 'O seu agente enviou-lhe um contrato de salário por hora. Quer vê-lo agora?',
    description: 'Body of the pending hourly salary contract prompt (SPEC §8)',
  },
  contractGo: {
    id: 'shell_contract_go',
    defaultMessage: 'Ver contrato',
    description: 'Button of a pending contract prompt that opens the contract',
  },
});
