import { defineMessage, defineMessages } from 'react-intl';

export const withdrawMessages = defineMessages({
  withdrawable: {
    id: 'wd_withdrawable',
    defaultMessage: 'Disponível para levantar',
    description: 'Withdraw: the amount that may be withdrawn',
  },
  fee: { id: 'wd_fee', defaultMessage: 'Taxa', description: 'Withdraw: the fee row' },
  received: {
    id: 'wd_total',
    defaultMessage: 'Total debitado',
    description: 'Withdraw: amount plus fee taken from the balance',
  },
  amount: { id: 'wd_amount', defaultMessage: 'Valor a levantar', description: 'Withdraw: amount field' },
  all: { id: 'wd_all', defaultMessage: 'Tudo', description: 'Withdraw: button that fills the most allowed' },
  card: { id: 'wd_card', defaultMessage: 'Conta bancária', description: 'Withdraw: bank card choice' },
  addCard: { id: 'wd_add_card', defaultMessage: 'Adicionar conta', description: 'Withdraw: add a bank card' },
  cancel: { id: 'wd_cancel', defaultMessage: 'Cancelar', description: 'Withdraw: cancel adding a card' },
  password: {
    id: 'wd_password',
    defaultMessage: 'Palavra-passe de pagamento (6 dígitos)',
    description: 'Withdraw: the 6-digit payment password field',
  },
  passwordFormat: {
    id: 'wd_password_format',
    defaultMessage: 'Introduza os 6 dígitos da palavra-passe de pagamento.',
    description: 'Withdraw: the payment password is not 6 digits',
  },
  submit: { id: 'wd_submit', defaultMessage: 'Levantar', description: 'Withdraw: button that withdraws' },
  amountRequired: {
    id: 'wd_amount_required',
    defaultMessage: 'Introduza o valor a levantar.',
    description: 'Withdraw: empty amount',
  },
  amountFormat: {
    id: 'wd_amount_format',
    defaultMessage: 'Introduza um valor válido, com até duas casas decimais.',
    description: 'Withdraw: the amount is not a number with up to two decimals',
  },
  amountBalance: {
    id: 'wd_amount_balance',
    defaultMessage: 'O valor e a taxa passam o saldo disponível.',
    description: 'Withdraw: amount plus fee over the withdrawable balance',
  },
  passwordWrong: {
    id: 'wd_password_wrong',
    defaultMessage: 'Palavra-passe de pagamento incorreta.',
    description: 'Withdraw: the platform refused the payment password',
  },
  dailyLimit: {
    id: 'wd_daily_limit',
    defaultMessage: 'Atingiu o número de levantamentos de hoje.',
    description: 'Withdraw: no withdrawal left today',
  },
  failedRetry: {
    id: 'wd_failed_retry',
    defaultMessage: 'O pedido não teve resposta. Tente novamente: não será levantado duas vezes.',
    description: 'Withdraw: the call had no answer; retrying is safe',
  },
  done: {
    id: 'wd_done',
    defaultMessage: 'Pedido de levantamento enviado',
    description: 'Withdraw: success title',
  },
  loadFailed: {
    id: 'wd_load_failed',
    defaultMessage: 'Não foi possível carregar os dados de levantamento.',
    description: 'Withdraw: the withdraw info failed to load',
  },
  setPasswordTitle: {
    id: 'wd_set_password_title',
    defaultMessage: 'Defina a palavra-passe de pagamento',
    description: 'Withdraw: heading of the step that sets the payment password',
  },
  setPasswordBody: {
    id: 'wd_set_password_body',
    defaultMessage:
      'Os levantamentos pedem uma palavra-passe de 6 dígitos. O valor que escreveu fica guardado.',
    description: 'Withdraw: why a payment password is needed; the amount is kept',
  },
  newPassword: {
    id: 'wd_new_password',
    defaultMessage: 'Nova palavra-passe de pagamento',
    description: 'Field',
  },
  confirmPassword: {
    id: 'wd_confirm_password',
    defaultMessage: 'Confirme a palavra-passe de pagamento',
    description: 'Field',
  },
  mismatch: {
    id: 'wd_mismatch',
    defaultMessage: 'As palavras-passe não coincidem.',
    description: 'Withdraw: confirmation differs',
  },
  savePassword: {
    id: 'wd_save_password',
    defaultMessage: 'Guardar',
    description: 'Withdraw: save the payment password',
  },
  addCardTitle: {
    id: 'wd_add_card_title',
    defaultMessage: 'Adicione uma conta bancária',
    description: 'Withdraw: heading of the add-card step',
  },
  bank: { id: 'wd_bank', defaultMessage: 'Banco', description: 'Withdraw: bank choice' },
  holder: {
    id: 'wd_holder',
    defaultMessage: 'Nome do titular',
    description: 'Withdraw: account holder field',
  },
  number: {
    id: 'wd_number',
    defaultMessage: 'Número da conta',
    description: 'Withdraw: account number field',
  },
  holderFormat: {
    id: 'wd_holder_format',
    defaultMessage: 'Escreva o nome do titular como no banco (letras e espaços).',
    description: 'Withdraw: holder name refused',
  },
  numberFormat: {
    id: 'wd_number_format',
    defaultMessage: 'O número da conta tem 6 a 34 letras ou dígitos.',
    description: 'Withdraw: account number refused',
  },
  required: { id: 'wd_required', defaultMessage: 'Campo obrigatório.', description: 'Withdraw: empty field' },
  deleteDigit: {
    id: 'wd_delete_digit',
    defaultMessage: 'Apagar o último dígito',
    description: 'Withdraw: the delete key of the payment password keypad',
  },
  saveCard: { id: 'wd_save_card', defaultMessage: 'Adicionar', description: 'Withdraw: add the card' },
  history: {
    id: 'wd_history',
    defaultMessage: 'Histórico de levantamentos',
    description: 'Withdraw: link or heading of the withdrawal history',
  },
  historyEmpty: {
    id: 'wd_history_empty',
    defaultMessage: 'Ainda não fez levantamentos.',
    description: 'Withdraw history: no withdrawal yet',
  },
  balanceAfter: {
    id: 'wd_balance_after',
    defaultMessage: 'Saldo após o levantamento',
    description: 'Withdraw history details: the balance right after the withdrawal was debited',
  },
  pendingNote: {
    id: 'wd_pending_note',
    defaultMessage: 'Em análise: o valor já saiu do saldo e chega à conta depois de aprovado.',
    description: 'Withdraw history details: what a pending withdrawal means',
  },
  seeHistory: {
    id: 'wd_see_history',
    defaultMessage: 'Ver no histórico',
    description: 'Withdraw: link from the confirmation to the withdrawal history',
  },
  cardExists: {
    id: 'err_bank_card_exists',
    defaultMessage: 'Esta conta bancária já está registada.',
    description: 'Platform message: the bank account added is already one of the member’s cards',
  },
  cardLimit: {
    id: 'err_bank_card_limit',
    defaultMessage: 'Já tem o número máximo de contas bancárias. Remova uma para adicionar outra.',
    description: 'Platform message: the member has as many bank cards as the platform allows',
  },
});

export const tooManyMessage = defineMessage<{ minutes: number }>({
  id: 'wd_too_many',
  defaultMessage:
    'Demasiadas palavras-passe de pagamento erradas. Tente de novo dentro de {minutes, plural, one {# minuto} other {# minutos}}.',
  description: 'Withdraw: the platform refuses payment passwords for a while after too many wrong ones',
});

export const passwordWrongLeftMessage = defineMessage<{ left: number }>({
  id: 'wd_password_wrong_left',
  defaultMessage:
    'Palavra-passe de pagamento incorreta. {left, plural, =0 {Não restam tentativas: aguarde uma hora.} one {Resta # tentativa.} other {Restam # tentativas.}}',
  description: 'Withdraw: wrong payment password, with the tries the platform still allows',
});

export const limitsMessage = defineMessage<{ min: string; max: string; count: number }>({
  id: 'wd_limits',
  defaultMessage:
    'Mínimo {min} · Máximo {max} · {count, plural, one {# levantamento} other {# levantamentos}} hoje',
  description: 'Withdraw: amount limits and how many withdrawals are left today',
});

export const minMessage = defineMessage<{ min: string }>({
  id: 'wd_amount_min',
  defaultMessage: 'O valor mínimo é {min}.',
  description: 'Withdraw: under the minimum',
});

export const maxMessage = defineMessage<{ max: string }>({
  id: 'wd_amount_max',
  defaultMessage: 'O valor máximo é {max}.',
  description: 'Withdraw: over the maximum',
});

export const doneMessage = defineMessage<{ amount: string; balance: string }>({
  id: 'wd_done_body',
  defaultMessage: 'Levantamento de {amount} em análise. Saldo: {balance}.',
  description: 'Withdraw: success body with the amount and the new balance',
});
