import { defineMessages } from 'react-intl';

export const messageCentreMessages = defineMessages({
  telegram: {
    id: 'msg_telegram',
    defaultMessage: 'Canal do Telegram',
    description: 'Message centre: Telegram link entry',
  },
  announcements: {
    id: 'msg_announcements',
    defaultMessage: 'Anúncios',
    description: 'Message centre: announcements entry',
  },
  inbox: {
    id: 'msg_inbox',
    defaultMessage: 'Mensagens',
    description: 'Message centre: inbox messages entry',
  },
  chat: {
    id: 'msg_live_chat',
    defaultMessage: 'Chat ao vivo',
    description: 'Message centre: live chat entry (CBS3)',
  },
  affiliate: {
    id: 'msg_affiliate',
    defaultMessage: 'Apoio a afiliados',
    description: 'Message centre: affiliate service link',
  },
  opensOutside: {
    id: 'msg_opens_outside',
    defaultMessage: '(abre numa nova janela)',
    description: 'Message centre: hint that a link opens outside the app',
  },
});
