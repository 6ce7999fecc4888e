// Page titles (SPEC §2 "Titles exist for activity, forget, trail, changePsw, notice, gameCenter,
// slotsCenter, message and set"; the other pages get one too, for the header and document title).
import { defineMessages } from 'react-intl';

export const titles = defineMessages({
  home: { id: 'title_home', defaultMessage: 'Início', description: 'Page title: home' },
  login: { id: 'title_login', defaultMessage: 'Iniciar sessão', description: 'Page title: login' },
  register: { id: 'title_register', defaultMessage: 'Registo', description: 'Page title: registration' },
  forget: {
    id: 'title_forget',
    defaultMessage: 'Recuperar palavra-passe',
    description: 'Page title: forgot password',
  },
  memberHome: {
    id: 'title_member_home',
    defaultMessage: 'Centro de membro',
    description: 'Page title: member centre',
  },
  voucherCenter: {
    id: 'title_deposit',
    defaultMessage: 'Depósito',
    description: 'Page title: deposit (voucher center)',
  },
  withdraw: { id: 'title_withdraw', defaultMessage: 'Levantamento', description: 'Page title: withdraw' },
  gameRecord: {
    id: 'title_bet_record',
    defaultMessage: 'Registo de apostas',
    description: 'Page title: bet record',
  },
  transactionRecord: {
    id: 'title_transaction_record',
    defaultMessage: 'Registo de transações',
    description: 'Page title: transaction record',
  },
  profitandloss: {
    id: 'title_profit_loss',
    defaultMessage: 'Lucros e perdas',
    description: 'Page title: profit and loss',
  },
  rewardCenter: {
    id: 'title_reward_center',
    defaultMessage: 'Centro de recompensas',
    description: 'Page title: reward center',
  },
  mall: { id: 'title_points_mall', defaultMessage: 'Loja de pontos', description: 'Page title: points mall' },
  responsibleGaming: {
    id: 'title_responsible_gaming',
    defaultMessage: 'Jogo responsável',
    description: 'Page title: responsible gaming (limits, breaks, self-exclusion)',
  },
  securityCenter: {
    id: 'title_security_center',
    defaultMessage: 'Centro de segurança',
    description: 'Page title: security center',
  },
  activity: { id: 'title_activity', defaultMessage: 'Promoções', description: 'Page title: promotions list' },
  activityDetail: {
    id: 'title_activity_detail',
    defaultMessage: 'Detalhes da promoção',
    description: 'Page title: promotion detail',
  },
  signIn: { id: 'title_sign_in', defaultMessage: 'Registo diário', description: 'Page title: daily sign-in' },
  applyReward: {
    id: 'title_apply_reward',
    defaultMessage: 'Pedir recompensa',
    description: 'Page title: apply for a promotion reward',
  },
  benefits: {
    id: 'title_vip_benefits',
    defaultMessage: 'Benefícios VIP',
    description: 'Page title: VIP benefits',
  },
  vip: { id: 'title_vip_club', defaultMessage: 'Clube VIP', description: 'Page title: VIP club' },
  notice: { id: 'title_notice', defaultMessage: 'Anúncios', description: 'Page title: announcements' },
  message: {
    id: 'title_message',
    defaultMessage: 'Centro de mensagens',
    description: 'Page title: message centre',
  },
  webEmail: { id: 'title_inbox', defaultMessage: 'Caixa de entrada', description: 'Page title: inbox' },
  changePsw: {
    id: 'title_change_password',
    defaultMessage: 'Alterar palavra-passe',
    description: 'Page title: change password',
  },
  lottery: { id: 'title_lottery', defaultMessage: 'Lotaria', description: 'Page title: lottery' },
  startLottery: {
    id: 'title_start_lottery',
    defaultMessage: 'Jogar lotaria',
    description: 'Page title: lottery start',
  },
  gameList: { id: 'title_game_list', defaultMessage: 'Jogos', description: 'Page title: game list' },
  game: { id: 'title_game', defaultMessage: 'Jogos', description: 'Page title: game navigation' },
  launchGame: {
    id: 'title_launch_game',
    defaultMessage: 'A abrir o jogo',
    description: 'Page title: game launch',
  },
  lotto: { id: 'title_lotto', defaultMessage: 'Lotaria', description: 'Page title: embedded lottery frame' },
  inviteFriends: {
    id: 'title_invite_friends',
    defaultMessage: 'Convidar amigos',
    description: 'Page title: referral (invite friends)',
  },
  slotsCenter: {
    id: 'title_slots_center',
    defaultMessage: 'Centro de slots',
    description: 'Page title: slots centre',
  },
  gameCenter: {
    id: 'title_game_center',
    defaultMessage: 'Centro de jogos',
    description: 'Page title: game centre',
  },
  trail: { id: 'title_trial', defaultMessage: 'Jogar grátis', description: 'Page title: trial (free play)' },
  set: { id: 'title_settings', defaultMessage: 'Definições', description: 'Page title: settings' },
  app: {
    id: 'title_app_download',
    defaultMessage: 'Descarregar a app',
    description: 'Page title: app download',
  },
  salaryContract: {
    id: 'title_salary_contract',
    defaultMessage: 'Contrato de salário diário',
    description: 'Page title: agent daily salary contract',
  },
  dividendContract: {
    id: 'title_dividend_contract',
    defaultMessage: 'Contrato de dividendos',
    description: 'Page title: agent dividend contract',
  },
  hourContract: {
    id: 'title_hour_contract',
    defaultMessage: 'Contrato de salário por hora',
    description: 'Page title: agent hourly salary contract',
  },
  service: {
    id: 'title_service',
    defaultMessage: 'Apoio ao cliente',
    description: 'Page title: customer service',
  },
  userAgreement: {
    id: 'title_user_agreement',
    defaultMessage: 'Acordo de utilizador',
    description: 'Page title: user agreement',
  },
});
