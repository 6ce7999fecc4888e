import { defineMessages } from 'react-intl';

export const inboxMessages = defineMessages({
  list: {
    id: 'inbox_list',
    defaultMessage: 'Mensagens',
    description: 'Inbox page: accessible name of the list of messages',
  },
  unread: {
    id: 'inbox_unread',
    defaultMessage: 'Não lida',
    description: 'Inbox page: badge on a message the member has not read',
  },
  markAllRead: {
    id: 'inbox_mark_all_read',
    defaultMessage: 'Marcar tudo como lido',
    description: 'Inbox page: button that marks every listed message read',
  },
  allRead: {
    id: 'inbox_all_read',
    defaultMessage: 'Todas as mensagens foram lidas',
    description: 'Inbox page: toast after marking every message read',
  },
  emptyDetail: {
    id: 'inbox_empty_detail',
    defaultMessage: 'Ainda não há mensagens. As novas aparecem aqui.',
    description: 'Inbox page: explanation under the empty state',
  },
  loading: {
    id: 'inbox_loading',
    defaultMessage: 'A carregar as mensagens',
    description: 'Inbox page: accessible name of the loading placeholders',
  },
  loadFailed: {
    id: 'inbox_load_failed',
    defaultMessage: 'Não foi possível carregar as mensagens.',
    description: 'Inbox page: the list (or its next page) could not be loaded',
  },
  offline: {
    id: 'inbox_offline',
    defaultMessage: 'Sem ligação. As mensagens voltam quando a ligação voltar.',
    description: 'Inbox page: the list could not be loaded while offline',
  },
  retry: {
    id: 'inbox_retry',
    defaultMessage: 'Tentar de novo',
    description: 'Inbox page: retry button after a failed load',
  },
  more: {
    id: 'inbox_more',
    defaultMessage: 'Mostrar mais',
    description: 'Inbox page: button under the list that loads the next page of messages',
  },
  close: {
    id: 'inbox_close',
    defaultMessage: 'Fechar',
    description: 'Inbox page: close button of an open message',
  },
  delete: {
    id: 'inbox_delete',
    defaultMessage: 'Eliminar',
    description:
      'Inbox page: button in an open message that deletes it, and the confirm button of the question',
  },
  deleteTitle: {
    id: 'inbox_delete_title',
    defaultMessage: 'Eliminar mensagem',
    description: 'Inbox page: title of the question before deleting a message',
  },
  deleteQuestion: {
    id: 'inbox_delete_question',
    defaultMessage: 'Eliminar “{title}”? Não é possível recuperá-la.',
    description: 'Inbox page: question before deleting a message; {title} is the message title',
  },
  deleted: {
    id: 'inbox_deleted',
    defaultMessage: 'Mensagem eliminada',
    description: 'Inbox page: toast after a message was deleted',
  },
});
