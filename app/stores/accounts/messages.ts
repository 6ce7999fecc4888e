// Messages of the accounts area (login, registration, password reset, change password, trial):
// validation messages the flow stores produce and the labels the screens show. Ids follow the
// product's keys (SPEC §5, §8) where it has one; the rest are prefixed `acc_`. The translations
// live in app/i18n/translations/<locale>/accounts.json.
import { defineMessage, defineMessages } from 'react-intl';

/** Validation and flow messages (stores produce these descriptors; screens format them). */
export const accountMessages = defineMessages({
  confirmationCorrect: {
    id: 'in_confirmation_correct',
    defaultMessage: 'A confirmação não coincide com a palavra-passe.',
    description: 'Registration: the password is valid but the confirmation differs (SPEC §5)',
  },
  incorrectPassword: {
    id: 'in_incorrect_password',
    defaultMessage: 'Confirme a palavra-passe.',
    description: 'Registration: the password confirmation is required (SPEC §5)',
  },
  writeCode: {
    id: 'in_vwrite_code',
    defaultMessage: 'Introduza o código de verificação.',
    description: 'Captcha required, numeric, at most 6 digits (SPEC §5, §8 "enter captcha")',
  },
  invitationCodeError: {
    id: 'invitation_code_error',
    defaultMessage: 'Código de convite inválido.',
    description: 'Registration: the affiliate (invitation) code was refused by the platform (SPEC §5)',
  },
  smsSending: {
    id: 'acc_sms_sending',
    defaultMessage: 'A enviar…',
    description: "Toast while an SMS code is being requested (SPEC §8 'sending...')",
  },
  smsSent: {
    id: 'in_sms_send',
    defaultMessage: 'Código enviado por SMS.',
    description: 'Toast for 1.5 s after an SMS code was sent (SPEC §8)',
  },
  accountFormat: {
    id: 'err_account_format',
    defaultMessage: 'O formato da conta não está correto.',
    description: 'Username missing or in the wrong format (SPEC §8 "account format incorrect")',
  },
  passwordFormat: {
    id: 'err_password_format',
    defaultMessage: 'O formato da palavra-passe não está correto.',
    description: 'Password missing or in the wrong format (SPEC §8 "password format incorrect")',
  },
  emailFormat: {
    id: 'err_email_format',
    defaultMessage: 'O formato do e-mail não está correto.',
    description: 'E-mail in the wrong format (SPEC §8 "e-mail format incorrect")',
  },
  realNameFormat: {
    id: 'err_real_name_format',
    defaultMessage: 'O formato do nome real não está correto.',
    description: 'Real name (payee name) in the wrong format (SPEC §8 "real-name format incorrect")',
  },
  required: {
    id: 'err_required',
    defaultMessage: 'Preencha este campo.',
    description: 'The platform reported a required field as empty',
  },
  mobileExists: {
    id: 'err_mobile_exists',
    defaultMessage: 'Este número de telemóvel já está registado.',
    description: 'Registration: the mobile number belongs to another account',
  },
  emailExists: {
    id: 'err_email_exists',
    defaultMessage: 'Este e-mail já está registado.',
    description: 'Registration: the e-mail belongs to another account',
  },
  paymentPasswordFormat: {
    id: 'err_payment_password',
    defaultMessage: 'A palavra-passe de pagamento deve ter 6 dígitos.',
    description: 'Registration: the payment password fails its rule',
  },
  fieldFormat: {
    id: 'acc_field_format',
    defaultMessage: 'Preencha este campo corretamente.',
    description: 'A registration field is required or fails its pattern and the platform gave no message',
  },
  referrerLinkError: {
    id: 'acc_referrer_link_error',
    defaultMessage: 'A ligação de indicação não é válida.',
    description: 'The affiliate code from the link (?code=) was refused (SPEC §8 "referrer link error")',
  },
  newPasswordSame: {
    id: 'acc_new_password_same',
    defaultMessage: 'A nova palavra-passe e a palavra-passe antiga não podem ser iguais.',
    description:
      "Change password: 'The new password and the old password cannot be the same' (SPEC §5), in the Confirmation dialog",
  },
  confirmationNotMatched: {
    id: 'acc_confirmation_not_matched',
    defaultMessage: 'A palavra-passe de confirmação não coincide.',
    description: "Change password: 'Confirmation password not matched' (SPEC §5), in the Confirmation dialog",
  },
  enterPassword: {
    id: 'acc_enter_password',
    defaultMessage: 'Introduza a palavra-passe.',
    description: "Change password: the confirmation is required ('Enter password', SPEC §5)",
  },
  confirmationTitle: {
    id: 'acc_confirmation_title',
    defaultMessage: 'Confirmação',
    description: "Title of the change-password dialog ('Confirmation', SPEC §5)",
  },
  // The platform may refuse a login with these keys (SPEC §6); describeError shows them as sent.
  nonMember: {
    id: 'acc_non_member_login',
    defaultMessage: 'Uma conta que não é de membro não pode iniciar sessão.',
    description: "Login refused: 'Non-member account unable to login' (SPEC §6)",
  },
  nonAgent: {
    id: 'acc_non_agent_login',
    defaultMessage: 'Contas que não são de agente não podem iniciar sessão.',
    description: "Login refused: 'Non-agents cannot log in' (SPEC §6)",
  },
  captchaLoadFailed: {
    id: 'acc_captcha_load_failed',
    defaultMessage: 'Não foi possível carregar a imagem. Toque para tentar novamente.',
    description: "The captcha image failed to load (SPEC §8 'loading failed, click to retry')",
  },
  socialRefused: {
    id: 'acc_social_refused',
    defaultMessage:
      'Não foi possível entrar com esta conta. Tente novamente ou entre com o nome de utilizador.',
    description:
      'Social login (Facebook / Google) refused by the platform: the sign-in expired or is not accepted for this site',
  },
});

/** The platform slowed down repeated failures (value.retryAfter). */
export const retryAfterMessage = defineMessage<{ seconds: number }>({
  id: 'acc_retry_after',
  defaultMessage:
    'Demasiadas tentativas. Tente novamente dentro de {seconds, plural, one {# segundo} other {# segundos}}.',
  description: 'The platform slowed down repeated failures (value.retryAfter seconds)',
});
