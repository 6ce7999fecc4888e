import { defineMessages } from 'react-intl';

export const noticeMessages = defineMessages({
  list: {
    id: 'notice_list',
    defaultMessage: 'Anúncios',
    description: 'Announcements page: accessible name of the list of announcements',
  },
  unread: {
    id: 'notice_unread',
    defaultMessage: 'Não lido',
    description: 'Announcements page: badge on an announcement the player has not read',
  },
  markAllRead: {
    id: 'notice_mark_all_read',
    defaultMessage: 'Marcar tudo como lido',
    description: 'Announcements page: button that marks every announcement read',
  },
  allRead: {
    id: 'notice_all_read',
    defaultMessage: 'Todos os anúncios foram lidos',
    description: 'Announcements page: toast after marking every announcement read',
  },
  emptyDetail: {
    id: 'notice_empty_detail',
    defaultMessage: 'Ainda não há anúncios. Os novos aparecem aqui.',
    description: 'Announcements page: explanation under the empty state',
  },
  loading: {
    id: 'notice_loading',
    defaultMessage: 'A carregar os anúncios',
    description: 'Announcements page: accessible name of the loading placeholders',
  },
  loadFailed: {
    id: 'notice_load_failed',
    defaultMessage: 'Não foi possível carregar os anúncios.',
    description: 'Announcements page: the list could not be loaded',
  },
  offline: {
    id: 'notice_offline',
    defaultMessage: 'Sem ligação. Os anúncios voltam quando a ligação voltar.',
    description: 'Announcements page: the list could not be loaded while offline',
  },
  retry: {
    id: 'notice_retry',
    defaultMessage: 'Tentar de novo',
    description: 'Announcements page: retry button after a failed load',
  },
  close: {
    id: 'notice_close',
    defaultMessage: 'Fechar',
    description: 'Announcements page: close button of an open announcement',
  },
});
