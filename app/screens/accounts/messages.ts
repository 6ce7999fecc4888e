// Labels of the accounts screens (login, register, forget, change password). Validation and flow
// messages live with the stores (app/stores/accounts/messages.ts). Translations:
// app/i18n/translations/<locale>/accounts.json.
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const labels = defineMessages({
  loginTitle: {
    id: 'acc_login_title',
    defaultMessage: 'Iniciar sessão',
    description: 'Login screen heading',
  },
  tabUsername: {
    id: 'acc_tab_username',
    defaultMessage: 'Conta',
    description: 'Login/register tab: by username',
  },
  tabSms: { id: 'acc_tab_sms', defaultMessage: 'SMS', description: 'Login tab: by SMS code' },
  tabMobile: {
    id: 'acc_tab_mobile',
    defaultMessage: 'Telemóvel',
    description: 'Register tab: by mobile number',
  },
  methodTabs: {
    id: 'acc_method_tabs',
    defaultMessage: 'Forma de acesso',
    description: 'Accessible name of the login/register method tabs',
  },
  username: { id: 'acc_username', defaultMessage: 'Nome de utilizador', description: 'Username field label' },
  password: { id: 'acc_password', defaultMessage: 'Palavra-passe', description: 'Password field label' },
  confirmPassword: {
    id: 'acc_confirm_password',
    defaultMessage: 'Confirmar palavra-passe',
    description: 'Password confirmation field label',
  },
  oldPassword: {
    id: 'acc_old_password',
    defaultMessage: 'Palavra-passe atual',
    description: 'Change password: old password',
  },
  newPassword: {
    id: 'acc_new_password',
    defaultMessage: 'Nova palavra-passe',
    description: 'New password field label',
  },
  confirmNewPassword: {
    id: 'acc_confirm_new_password',
    defaultMessage: 'Confirmar nova palavra-passe',
    description: 'Confirmation of the new password',
  },
  showPassword: {
    id: 'acc_show_password',
    defaultMessage: 'Mostrar palavra-passe',
    description: 'Password visibility toggle (off)',
  },
  hidePassword: {
    id: 'acc_hide_password',
    defaultMessage: 'Ocultar palavra-passe',
    description: 'Password visibility toggle (on)',
  },
  mobileNum: {
    id: 'acc_mobile',
    defaultMessage: 'Número de telemóvel',
    description: 'Mobile number field label',
  },
  dialingCode: {
    id: 'acc_dialing_code',
    defaultMessage: 'Indicativo',
    description: 'Country dialing code picker label',
  },
  smsCode: {
    id: 'acc_sms_code',
    defaultMessage: 'Código SMS',
    description: 'SMS verification code field label',
  },
  getCode: { id: 'acc_get_code', defaultMessage: 'Obter código', description: 'SMS code button, idle' },
  captcha: {
    id: 'acc_captcha',
    defaultMessage: 'Código de verificação',
    description: 'Captcha answer field label',
  },
  captchaHint: {
    id: 'acc_captcha_hint',
    defaultMessage: 'Escreva os números da imagem',
    description: 'Hint under the captcha field',
  },
  captchaImage: {
    id: 'acc_captcha_image',
    defaultMessage: 'Imagem de verificação; toque para trocar',
    description: 'Accessible name of the captcha image button (tap refreshes)',
  },
  humanCheckTitle: {
    id: 'acc_human_check_title',
    defaultMessage: 'Verificação de segurança',
    description: 'Title of the human-verification dialog before an SMS code is sent',
  },
  humanCheckText: {
    id: 'acc_human_check_text',
    defaultMessage: 'Escreva os números da imagem para recebermos o seu pedido de código SMS.',
    description: 'Body of the human-verification dialog',
  },
  send: {
    id: 'acc_send',
    defaultMessage: 'Enviar',
    description: 'Button sending the SMS request after verification',
  },
  cancel: {
    id: 'acc_cancel',
    defaultMessage: 'Cancelar',
    description: 'Cancel button of the accounts dialogs',
  },
  remember: {
    id: 'acc_remember',
    defaultMessage: 'Lembrar a conta',
    description: 'Login: remember the account (method and username, never the password) on this device',
  },
  staySignedIn: {
    id: 'acc_stay_signed_in',
    defaultMessage: 'Manter sessão iniciada',
    description:
      'Login: keep the session after the browser closes (off by default; otherwise it ends with the tab)',
  },
  login: { id: 'acc_login', defaultMessage: 'Entrar', description: 'Login submit button' },
  toRegister: {
    id: 'acc_to_register',
    defaultMessage: 'Criar conta',
    description: 'Link from login to registration',
  },
  toForget: {
    id: 'acc_to_forget',
    defaultMessage: 'Esqueceu a palavra-passe?',
    description: 'Link from login to password reset',
  },
  toLogin: {
    id: 'acc_to_login',
    defaultMessage: 'Já tem conta? Inicie sessão',
    description: 'Link from register/forget to login',
  },
  freePlay: {
    id: 'acc_free_play',
    defaultMessage: 'Jogar grátis',
    description: 'Button creating a trial (free play) account',
  },
  orContinueWith: {
    id: 'acc_or_continue',
    defaultMessage: 'Ou continue com',
    description: 'Separator above social login buttons',
  },
  facebook: {
    id: 'acc_facebook',
    defaultMessage: 'Facebook',
    description: 'Social login button: Facebook account',
  },
  google: { id: 'acc_google', defaultMessage: 'Google', description: 'Social login button: Google account' },
  registerTitle: {
    id: 'acc_register_title',
    defaultMessage: 'Criar conta',
    description: 'Register screen heading',
  },
  affiliateCode: {
    id: 'acc_affiliate_code',
    defaultMessage: 'Código de convite',
    description: 'Affiliate (invitation) code label',
  },
  optional: { id: 'acc_optional', defaultMessage: '(opcional)', description: 'Marks an optional field' },
  nickname: { id: 'acc_nickname', defaultMessage: 'Alcunha', description: 'Register field: nickname' },
  payeeName: {
    id: 'acc_payee_name',
    defaultMessage: 'Nome real',
    description: 'Register field: real name (payee)',
  },
  email: { id: 'acc_email', defaultMessage: 'E-mail', description: 'Register field: e-mail' },
  paymentPassword: {
    id: 'acc_payment_password',
    defaultMessage: 'Palavra-passe de pagamento',
    description: 'Register field: payment password',
  },
  idNumber: {
    id: 'acc_id_number',
    defaultMessage: 'Número de identificação',
    description: 'Register field: ID number',
  },
  recommenderId: {
    id: 'acc_recommender',
    defaultMessage: 'ID de quem recomendou',
    description: 'Register field: recommender id',
  },
  qqNum: { id: 'acc_qq', defaultMessage: 'QQ', description: 'Register field: QQ number' },
  wechat: { id: 'acc_wechat', defaultMessage: 'WeChat', description: 'Register field: WeChat id' },
  line: { id: 'acc_line', defaultMessage: 'LINE', description: 'Register field: LINE id' },
  whatsapp: {
    id: 'acc_whatsapp',
    defaultMessage: 'WhatsApp',
    description: 'Register field: WhatsApp number',
  },
  zalo: { id: 'acc_zalo', defaultMessage: 'Zalo', description: 'Register field: Zalo number' },
  facebookField: {
    id: 'acc_facebook_field',
    defaultMessage: 'Facebook',
    description: 'Register field: Facebook account',
  },
  signUp: { id: 'acc_sign_up', defaultMessage: 'Registar', description: 'Register submit button' },
  agreeNeeded: {
    id: 'acc_agree_needed',
    defaultMessage: 'Aceite o acordo de utilizador para se registar.',
    description: 'Shown while the agree box is off (sign-up disabled)',
  },
  forgetTitle: {
    id: 'acc_forget_title',
    defaultMessage: 'Recuperar palavra-passe',
    description: 'Forget screen heading',
  },
  forgetIntro: {
    id: 'acc_forget_intro',
    defaultMessage: 'Enviaremos um código por SMS para o número associado à sua conta.',
    description: 'Forget screen introduction',
  },
  resetSubmit: {
    id: 'acc_reset_submit',
    defaultMessage: 'Redefinir palavra-passe',
    description: 'Forget submit button',
  },
  resetDone: {
    id: 'acc_reset_done',
    defaultMessage: 'A sua palavra-passe foi alterada. Inicie sessão com a nova palavra-passe.',
    description: 'Forget screen after a successful reset',
  },
  changeTitle: {
    id: 'acc_change_title',
    defaultMessage: 'Alterar palavra-passe',
    description: 'Change password heading',
  },
  changeSubmit: {
    id: 'acc_change_submit',
    defaultMessage: 'Guardar',
    description: 'Change password submit button',
  },
  noPasswordYet: {
    id: 'acc_no_password_yet',
    defaultMessage: 'A sua conta ainda não tem palavra-passe: defina uma agora.',
    description: 'Change password for an account without a password (no old password asked)',
  },
  loginFirst: {
    id: 'acc_login_first',
    defaultMessage: 'Inicie sessão para alterar a palavra-passe.',
    description: 'Change password as a guest',
  },
  goLogin: {
    id: 'acc_go_login',
    defaultMessage: 'Iniciar sessão',
    description: 'Button to the login screen',
  },
  close: {
    id: 'acc_close',
    defaultMessage: 'Fechar',
    description: 'Close button of login/register/forget (goes home)',
  },
  retry: { id: 'acc_retry', defaultMessage: 'Tentar novamente', description: 'Retry after a failed load' },
  loading: { id: 'acc_loading', defaultMessage: 'A carregar…', description: 'Accounts screen loading state' },
  offline: {
    id: 'acc_offline',
    defaultMessage: 'Está sem ligação. Pode preencher o formulário; envie quando voltar a ligação.',
    description: 'Accounts screens while offline',
  },
});

export const resendInMessage = defineMessage<{ seconds: number }>({
  id: 'acc_resend_in',
  defaultMessage: '{seconds} s',
  description: 'SMS code button while cooling down: seconds left',
});

export const agreeMessage = defineMessage<{ age: number; link: MessageTag }>({
  id: 'acc_agree',
  defaultMessage: 'Confirmo que tenho {age} anos ou mais e aceito o <link>acordo de utilizador</link>',
  description: 'Register: agree box (age confirmation and user agreement link)',
});

/** The trial (free play) page, /m/trail. */
export const trialLabels = defineMessages({
  heading: {
    id: 'acc_trial_heading',
    defaultMessage: 'Experimente sem registo',
    description: 'Trial page heading (visitor)',
  },
  intro: {
    id: 'acc_trial_intro',
    defaultMessage:
      'Crie uma conta de demonstração com um toque e jogue com saldo de demonstração. Não paga nada e não ganha dinheiro real.',
    description: 'Trial page: what free play is',
  },
  limitsTitle: {
    id: 'acc_trial_limits_title',
    defaultMessage: 'Numa conta de demonstração não pode:',
    description: 'Trial page: heading of the list of things a trial account cannot do',
  },
  limitMoney: {
    id: 'acc_trial_limit_money',
    defaultMessage: 'depositar nem levantar dinheiro;',
    description: 'Trial page limit: no deposit, no withdraw',
  },
  limitMessages: {
    id: 'acc_trial_limit_messages',
    defaultMessage: 'usar a caixa de entrada nem o chat ao vivo;',
    description: 'Trial page limit: no inbox, no live chat',
  },
  limitAccount: {
    id: 'acc_trial_limit_account',
    defaultMessage: 'usar o centro de membro, as recompensas nem mudar a palavra-passe.',
    description: 'Trial page limit: no member functions (member centre, rewards, change password)',
  },
  limitsNote: {
    id: 'acc_trial_limits_note',
    defaultMessage: 'A demonstração termina quando fechar o navegador ou terminar a sessão.',
    description: 'Trial page: the trial session lasts for this browser session',
  },
  start: {
    id: 'acc_trial_start',
    defaultMessage: 'Começar a jogar grátis',
    description: 'Trial page button creating a trial account',
  },
  activeHeading: {
    id: 'acc_trial_active_heading',
    defaultMessage: 'Está a jogar em modo de demonstração',
    description: 'Trial page heading when the user already is a trial member',
  },
  keepPlaying: {
    id: 'acc_trial_keep_playing',
    defaultMessage: 'Continuar a jogar',
    description: 'Trial page: back to the games (home)',
  },
  memberHeading: {
    id: 'acc_trial_member_heading',
    defaultMessage: 'Já tem sessão iniciada',
    description: 'Trial page heading when a real member is logged in',
  },
  goHome: {
    id: 'acc_trial_go_home',
    defaultMessage: 'Ir para o início',
    description: 'Trial page: button to home for a logged-in member',
  },
});

export const trialNameMessage = defineMessage<{ name: string }>({
  id: 'acc_trial_name',
  defaultMessage: 'Conta de demonstração: {name}',
  description: 'Trial page: the trial account name (trialName)',
});

export const trialMemberMessage = defineMessage<{ name: string }>({
  id: 'acc_trial_member_body',
  defaultMessage:
    'Entrou como {name}. A demonstração é para visitantes; a sua conta já dá acesso a todos os jogos e funções.',
  description: 'Trial page body when a real member is logged in',
});

/** The register modal (SPEC §4: showRegister, registerSuccess, isHideRegister). */
export const registerModalLabels = defineMessages({
  title: {
    id: 'acc_register_modal_title',
    defaultMessage: 'Criar conta',
    description: 'Register modal title',
  },
  successTitle: {
    id: 'acc_register_success_title',
    defaultMessage: 'Conta criada',
    description: 'Register modal: success state heading',
  },
  start: {
    id: 'acc_register_success_start',
    defaultMessage: 'Começar a jogar',
    description: 'Register modal: success state button (closes the modal)',
  },
});

export const registerWelcomeMessage = defineMessage<{ name: string }>({
  id: 'acc_register_success_body',
  defaultMessage: 'Bem-vindo, {name}! A sua sessão já está iniciada.',
  description: 'Register modal: success state text with the new member name',
});

export const trialRejectNote = defineMessage<{ message: string }>({
  id: 'acc_trial_reject_note',
  defaultMessage: 'Se tentar, verá o aviso: «{message}»',
  description: 'Trial page: the refusal (free_reject) a trial member sees when trying a member function',
});
