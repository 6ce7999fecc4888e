import { defineMessage, defineMessages } from 'react-intl';

export const agreementMessages = defineMessages({
  loading: {
    id: 'agreement_loading',
    defaultMessage: 'A carregar o acordo de utilizador',
    description: 'User agreement page: accessible name of the loading placeholders',
  },
  loadFailed: {
    id: 'agreement_load_failed',
    defaultMessage: 'Não foi possível carregar o acordo de utilizador.',
    description: 'User agreement page: the text could not be loaded',
  },
  offline: {
    id: 'agreement_offline',
    defaultMessage: 'Sem ligação. O acordo aparece quando a ligação voltar.',
    description: 'User agreement page: the text could not be loaded while offline',
  },
  retry: {
    id: 'agreement_retry',
    defaultMessage: 'Tentar de novo',
    description: 'User agreement page: retry button after a failed load',
  },
});

export const agreementUpdatedMessage = defineMessage<{ date: string }>({
  id: 'agreement_updated',
  defaultMessage: 'Última alteração: {date}',
  description: 'User agreement page: when the agreement last changed; {date} is a date',
});
