// The side menu's own messages (a lazy part of home: they come with the rest of the catalogue).
import { defineMessages } from 'react-intl';

export const sideMenuMessages = defineMessages({
  closeMenu: { id: 'home_close_menu', defaultMessage: 'Fechar menu', description: 'Side menu close button' },
  menuTitle: { id: 'home_menu_title', defaultMessage: 'Menu', description: 'Title of the side menu' },
  totalBalance: {
    id: 'home_total_balance',
    defaultMessage: 'Saldo total',
    description: 'Side menu: wallet total balance',
  },
  language: { id: 'home_language', defaultMessage: 'Idioma', description: 'Side menu: language switcher' },
  betRecord: {
    id: 'home_bet_record',
    defaultMessage: 'Registo de apostas',
    description: 'Side menu: bet record',
  },
  transactionRecord: {
    id: 'home_transaction_record',
    defaultMessage: 'Registo de transações',
    description: 'Side menu: transaction record',
  },
  profitLoss: {
    id: 'home_profit_loss',
    defaultMessage: 'Lucros e perdas',
    description: 'Side menu: profit and loss',
  },
  rewardCenter: {
    id: 'home_reward_center',
    defaultMessage: 'Centro de prémios',
    description: 'Side menu: reward center',
  },
  pointsMall: {
    id: 'home_points_mall',
    defaultMessage: 'Loja de pontos',
    description: 'Side menu: points mall',
  },
  securityCenter: {
    id: 'home_security_center',
    defaultMessage: 'Centro de segurança',
    description: 'Side menu: security center',
  },
  memberNav: {
    id: 'home_member_nav',
    defaultMessage: 'Área de membro',
    description: 'Label of the side menu member navigation list',
  },
});
