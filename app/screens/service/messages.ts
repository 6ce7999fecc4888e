import { defineMessages } from 'react-intl';

export const serviceMessages = defineMessages({
  list: {
    id: 'service_list',
    defaultMessage: 'Formas de contacto',
    description: 'Customer service page: accessible name of the list of contact channels',
  },
  whatsapp: {
    id: 'service_whatsapp',
    defaultMessage: 'WhatsApp',
    description: "Customer service page: the merchant's WhatsApp link",
  },
  cs: {
    id: 'service_cs',
    defaultMessage: 'Apoio ao cliente',
    description: "Customer service page: the merchant's customer service link",
  },
  chat: {
    id: 'service_chat',
    defaultMessage: 'Chat ao vivo',
    description: 'Customer service page: live chat entry (CBS3, members only)',
  },
  telegram: {
    id: 'service_telegram',
    defaultMessage: 'Canal do Telegram',
    description: "Customer service page: the merchant's Telegram link",
  },
  affiliate: {
    id: 'service_affiliate',
    defaultMessage: 'Apoio a afiliados',
    description: "Customer service page: the merchant's affiliate support link",
  },
  opensOutside: {
    id: 'service_opens_outside',
    defaultMessage: 'Abre numa nova janela',
    description: 'Customer service page: note under a link that opens outside the app',
  },
  none: {
    id: 'service_none',
    defaultMessage: 'Este operador ainda não indicou formas de contacto.',
    description: 'Customer service page: the merchant has no contact channel',
  },
  loadFailed: {
    id: 'service_load_failed',
    defaultMessage: 'Não foi possível carregar as formas de contacto.',
    description: 'Customer service page: the links could not be loaded',
  },
  retry: {
    id: 'service_retry',
    defaultMessage: 'Tentar de novo',
    description: 'Customer service page: retry button after a failed load',
  },
  loading: {
    id: 'service_loading',
    defaultMessage: 'A carregar as formas de contacto',
    description: 'Customer service page: accessible name of the loading placeholders',
  },
});
