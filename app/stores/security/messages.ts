// Messages of the security center's store (area `safety`): what it announces after a change the
// platform confirmed, and the confirmations it asks for.
import { defineMessage, defineMessages } from 'react-intl';

export const securityStoreMessages = defineMessages({
  emailSent: {
    id: 'sec_email_sent',
    defaultMessage: 'Código enviado por e-mail.',
    description: 'Toast after a code was e-mailed to the address being bound',
  },
  passwordWrong: {
    id: 'sec_password_wrong',
    defaultMessage: 'A palavra-passe de início de sessão está incorreta.',
    description: 'Error under the login password asked to change a bound mobile number or e-mail',
  },
  paymentPasswordSet: {
    id: 'sec_payment_password_set',
    defaultMessage: 'Palavra-passe de pagamento guardada.',
    description: 'Toast after the platform saved a new payment password',
  },
  mobileBound: {
    id: 'sec_mobile_bound',
    defaultMessage: 'Número de telemóvel associado.',
    description: 'Toast after the platform bound a mobile number to the account',
  },
  emailBound: {
    id: 'sec_email_bound',
    defaultMessage: 'E-mail associado.',
    description: 'Toast after the platform bound an e-mail address to the account',
  },
  realNameSaved: {
    id: 'sec_real_name_saved',
    defaultMessage: 'Nome real guardado.',
    description: 'Toast after the platform saved the real name',
  },
  cardRemoved: {
    id: 'sec_card_removed',
    defaultMessage: 'Conta bancária removida.',
    description: 'Toast after the platform removed a bank card',
  },
  signOutTitle: {
    id: 'sec_sign_out_others_title',
    defaultMessage: 'Terminar as outras sessões?',
    description: 'Confirmation title before signing out every other device',
  },
  signOutBody: {
    id: 'sec_sign_out_others_body',
    defaultMessage:
      'Todos os outros dispositivos com sessão iniciada nesta conta terão de voltar a entrar. Este dispositivo continua com sessão.',
    description: 'Confirmation text before signing out every other device',
  },
  signOutConfirm: {
    id: 'sec_sign_out_others_confirm',
    defaultMessage: 'Terminar',
    description: 'Confirm button: sign out every other device (keep it short: one word if possible)',
  },
  removeCardTitle: {
    id: 'sec_remove_card_title',
    defaultMessage: 'Remover esta conta bancária?',
    description: 'Confirmation title before removing a bank card',
  },
  removeCardConfirm: {
    id: 'sec_remove_card_confirm',
    defaultMessage: 'Remover',
    description: 'Confirm button: remove the bank card',
  },
  cancel: {
    id: 'sec_cancel',
    defaultMessage: 'Cancelar',
    description: 'Cancel button of a security center confirmation',
  },
});

export const signedOutMessage = defineMessage<{ count: number }>({
  id: 'sec_signed_out_others',
  defaultMessage:
    '{count, plural, =0 {Não havia outras sessões abertas.} one {Terminou # outra sessão.} other {Terminou # outras sessões.}}',
  description: 'Toast after the platform ended the other sessions; count = how many it ended',
});

export const removeCardMessage = defineMessage<{ card: string }>({
  id: 'sec_remove_card_body',
  defaultMessage: 'A conta {card} deixa de poder receber levantamentos. Pode voltar a adicioná-la.',
  description: 'Confirmation text before removing a bank card; card = bank and masked number',
});
