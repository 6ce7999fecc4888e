// The security center screen's messages: area `safety`.
import { defineMessage, defineMessages } from 'react-intl';

export const securityMessages = defineMessages({
  levelLow: {
    id: 'sec_level_low',
    defaultMessage: 'Segurança baixa',
    description: 'Security center summary: the account is poorly protected (less than half set up)',
  },
  levelMedium: {
    id: 'sec_level_medium',
    defaultMessage: 'Segurança média',
    description: 'Security center summary: the account is partly protected',
  },
  levelHigh: {
    id: 'sec_level_high',
    defaultMessage: 'Segurança alta',
    description: 'Security center summary: everything is set up',
  },
  allDone: {
    id: 'sec_all_done',
    defaultMessage: 'Está tudo configurado. Reveja os inícios de sessão recentes de vez em quando.',
    description: 'Security center summary when every item is set',
  },
  accountTitle: {
    id: 'sec_account_title',
    defaultMessage: 'Proteções da conta',
    description: 'Security center: heading of the list of security items',
  },
  loginPassword: {
    id: 'sec_item_login_password',
    defaultMessage: 'Palavra-passe de início de sessão',
    description: 'Security item: the login password',
  },
  paymentPassword: {
    id: 'sec_item_payment_password',
    defaultMessage: 'Palavra-passe de pagamento',
    description: 'Security item: the 6-digit payment password used to withdraw',
  },
  mobile: {
    id: 'sec_item_mobile',
    defaultMessage: 'Número de telemóvel',
    description: 'Security item: the bound mobile number',
  },
  email: { id: 'sec_item_email', defaultMessage: 'E-mail', description: 'Security item: the bound e-mail' },
  realName: {
    id: 'sec_item_real_name',
    defaultMessage: 'Nome real',
    description: 'Security item: the real name (withdrawals go to cards in this name)',
  },
  bankCard: {
    id: 'sec_item_bank_card',
    defaultMessage: 'Contas bancárias',
    description: 'Security item and section heading: the bank cards withdrawals go to',
  },
  set: { id: 'sec_state_set', defaultMessage: 'Ativo', description: 'Security item state: set up' },
  notSet: {
    id: 'sec_state_not_set',
    defaultMessage: 'Em falta',
    description: 'Security item state: not set up yet',
  },
  nextPaymentPassword: {
    id: 'sec_next_payment_password',
    defaultMessage: 'Defina uma palavra-passe de pagamento para proteger os seus levantamentos.',
    description: 'Security summary: what to do next',
  },
  nextMobile: {
    id: 'sec_next_mobile',
    defaultMessage: 'Associe um número de telemóvel para poder recuperar a conta.',
    description: 'Security summary: what to do next',
  },
  nextEmail: {
    id: 'sec_next_email',
    defaultMessage: 'Associe um e-mail para receber avisos de segurança.',
    description: 'Security summary: what to do next',
  },
  nextRealName: {
    id: 'sec_next_real_name',
    defaultMessage: 'Indique o seu nome real: os levantamentos só vão para contas nesse nome.',
    description: 'Security summary: what to do next',
  },
  nextBankCard: {
    id: 'sec_next_bank_card',
    defaultMessage: 'Adicione uma conta bancária para poder levantar.',
    description: 'Security summary: what to do next',
  },
  nextLoginPassword: {
    id: 'sec_next_login_password',
    defaultMessage: 'Defina uma palavra-passe de início de sessão.',
    description: 'Security summary: what to do next (an account made by social sign-in has none)',
  },
  doNext: {
    id: 'sec_do_next',
    defaultMessage: 'Configurar agora',
    description: 'Security summary: button that opens the next thing to set up',
  },
  setPaymentPassword: {
    id: 'sec_set_payment_password',
    defaultMessage: 'Definir palavra-passe de pagamento',
    description: 'Sheet title and button: set a first payment password',
  },
  changePaymentPassword: {
    id: 'sec_change_payment_password',
    defaultMessage: 'Alterar palavra-passe de pagamento',
    description: 'Sheet title: change the payment password',
  },
  oldPin: {
    id: 'sec_old_pin',
    defaultMessage: 'Palavra-passe de pagamento atual (6 dígitos)',
    description: 'Payment password sheet: the current payment password',
  },
  newPin: {
    id: 'sec_new_pin',
    defaultMessage: 'Nova palavra-passe de pagamento (6 dígitos)',
    description: 'Payment password sheet: the new payment password',
  },
  confirmPin: {
    id: 'sec_confirm_pin',
    defaultMessage: 'Repita a nova palavra-passe de pagamento',
    description: 'Payment password sheet: the new payment password again',
  },
  pinFormat: {
    id: 'sec_pin_format',
    defaultMessage: 'Indique 6 dígitos.',
    description: 'Payment password sheet: the PIN is not 6 digits',
  },
  pinSame: {
    id: 'sec_pin_same',
    defaultMessage: 'A nova palavra-passe tem de ser diferente da atual.',
    description: 'Payment password sheet: the new PIN equals the old one',
  },
  pinMismatch: {
    id: 'sec_pin_mismatch',
    defaultMessage: 'As duas palavras-passe não coincidem.',
    description: 'Payment password sheet: confirmation differs',
  },
  pinWrong: {
    id: 'sec_pin_wrong',
    defaultMessage: 'A palavra-passe de pagamento atual está incorreta.',
    description: 'Payment password sheet: the platform refused the current payment password',
  },
  pinHint: {
    id: 'sec_pin_hint',
    defaultMessage:
      'É pedida em cada levantamento e ao adicionar uma conta bancária. Não use a data de nascimento.',
    description: 'Payment password sheet: what the payment password is for',
  },
  save: { id: 'sec_save', defaultMessage: 'Guardar', description: 'Security center: save button of a sheet' },
  close: { id: 'sec_close', defaultMessage: 'Fechar', description: 'Security center: close a sheet' },
  bindMobile: {
    id: 'sec_bind_mobile',
    defaultMessage: 'Associar número de telemóvel',
    description: 'Sheet title: bind a first mobile number',
  },
  changeMobile: {
    id: 'sec_change_mobile',
    defaultMessage: 'Alterar número de telemóvel',
    description: 'Sheet title: change the bound mobile number',
  },
  mobileHint: {
    id: 'sec_mobile_hint',
    defaultMessage: 'Enviamos um código por SMS para o novo número.',
    description: 'Mobile sheet: how binding works',
  },
  bindEmail: {
    id: 'sec_bind_email',
    defaultMessage: 'Associar e-mail',
    description: 'Sheet title: bind a first e-mail',
  },
  changeEmail: {
    id: 'sec_change_email',
    defaultMessage: 'Alterar e-mail',
    description: 'Sheet title: change the bound e-mail',
  },
  emailHint: {
    id: 'sec_email_hint',
    defaultMessage: 'Enviamos um código para o novo endereço.',
    description: 'E-mail sheet: how binding works',
  },
  emailCode: {
    id: 'sec_email_code',
    defaultMessage: 'Código recebido por e-mail',
    description: 'E-mail sheet: the code field',
  },
  currentLoginPassword: {
    id: 'sec_current_login_password',
    defaultMessage: 'Palavra-passe de início de sessão',
    description: 'Mobile and e-mail sheets: the login password asked to change a bound one',
  },
  changeNeedsPassword: {
    id: 'sec_change_needs_password',
    defaultMessage: 'Para alterar, confirme também a sua palavra-passe de início de sessão.',
    description: 'Mobile and e-mail sheets: why the login password is asked',
  },
  realNameTitle: {
    id: 'sec_real_name_title',
    defaultMessage: 'Indicar nome real',
    description: 'Sheet title: set the real name',
  },
  realNameLabel: {
    id: 'sec_real_name_label',
    defaultMessage: 'Nome completo',
    description: 'Real name sheet: the name field',
  },
  realNameHint: {
    id: 'sec_real_name_hint',
    defaultMessage:
      'Como no seu documento de identificação. Depois de guardado, só o apoio ao cliente o pode alterar.',
    description: 'Real name sheet: it can be set once',
  },
  addCard: {
    id: 'sec_add_card',
    defaultMessage: 'Adicionar conta bancária',
    description: 'Security center: button and sheet title to add a bank card',
  },
  noCards: {
    id: 'sec_no_cards',
    defaultMessage: 'Ainda não tem contas bancárias.',
    description: 'Security center: the member has no bank card',
  },
  cardsNeedPassword: {
    id: 'sec_cards_need_password',
    defaultMessage: 'Para adicionar uma conta bancária, defina primeiro a palavra-passe de pagamento.',
    description: 'Security center: a card needs a payment password first',
  },
  cardsFailed: {
    id: 'sec_cards_failed',
    defaultMessage: 'Não foi possível carregar as contas bancárias.',
    description: 'Security center: the bank cards did not load',
  },
  loginsTitle: {
    id: 'sec_logins_title',
    defaultMessage: 'Inícios de sessão recentes',
    description: 'Security center: heading of the recent sign-ins',
  },
  loginsHint: {
    id: 'sec_logins_hint',
    defaultMessage: 'Não reconhece um início de sessão? Termine as outras sessões e altere a palavra-passe.',
    description: 'Security center: advice above the recent sign-ins',
  },
  loginsFailed: {
    id: 'sec_logins_failed',
    defaultMessage: 'Não foi possível carregar os inícios de sessão.',
    description: 'Security center: the recent sign-ins did not load',
  },
  noLogins: {
    id: 'sec_no_logins',
    defaultMessage: 'Ainda não há inícios de sessão registados.',
    description: 'Security center: no sign-in recorded',
  },
  thisDevice: {
    id: 'sec_this_device',
    defaultMessage: 'Este dispositivo',
    description: 'Badge of the sign-in of this device',
  },
  active: {
    id: 'sec_session_active',
    defaultMessage: 'Com sessão',
    description: 'Badge of a sign-in whose session still works on another device',
  },
  unknownDevice: {
    id: 'sec_unknown_device',
    defaultMessage: 'Dispositivo desconhecido',
    description: 'A sign-in whose browser and system were not recognised',
  },
  unknownPlace: {
    id: 'sec_unknown_place',
    defaultMessage: 'Local desconhecido',
    description: 'A sign-in whose place could not be told from its address',
  },
  signOutOthers: {
    id: 'sec_sign_out_others',
    defaultMessage: 'Terminar as outras sessões',
    description: 'Security center: button that signs out every other device (asks first)',
  },
  loadFailed: {
    id: 'sec_load_failed',
    defaultMessage: 'Não foi possível carregar o centro de segurança.',
    description: 'Security center: the security list did not load',
  },
});

export const levelSummaryMessage = defineMessage<{ set: number; total: number }>({
  id: 'sec_level_summary',
  defaultMessage: '{set} de {total} proteções ativas.',
  description: 'Security center summary: how many of the security items are set up',
});

export const deviceMessage = defineMessage<{ browser: string; os: string }>({
  id: 'sec_device',
  defaultMessage: '{browser} em {os}',
  description: 'A sign-in’s device: browser and operating system (e.g. Chrome on Android)',
});

export const whereWhenMessage = defineMessage<{ place: string; at: Date }>({
  id: 'sec_where_when',
  defaultMessage: '{place} · {at, date, short} {at, time, short}',
  description: 'A sign-in’s approximate place and when it happened',
});

export const placeMessage = defineMessage<{ city: string; country: string }>({
  id: 'sec_place',
  defaultMessage: '{city}, {country}',
  description: 'Approximate place of a sign-in: city and country name',
});

export const realNameFixedMessage = defineMessage<{ name: string }>({
  id: 'sec_real_name_fixed',
  defaultMessage: '{name} · para alterar, contacte o apoio ao cliente',
  description: 'Security item description: the real name (masked) cannot be changed here',
});

export const removeCardLabel = defineMessage<{ card: string }>({
  id: 'sec_remove_card',
  defaultMessage: 'Remover {card}',
  description: 'Accessible name of the remove button of a bank card; card = bank and masked number',
});

export const defaultCardMessage = defineMessage<{ holder: string }>({
  id: 'sec_default_card',
  defaultMessage: '{holder} · principal',
  description: 'A bank card’s holder, and that withdrawals go to this card by default',
});
