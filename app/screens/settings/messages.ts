import { defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  language: {
    id: 'set_language',
    defaultMessage: 'Idioma',
    description: 'Settings: language section heading',
  },
  account: { id: 'set_account', defaultMessage: 'Conta', description: 'Settings: account section heading' },
  changePassword: {
    id: 'set_change_password',
    defaultMessage: 'Alterar palavra-passe',
    description: 'Settings: link to change password',
  },
});
