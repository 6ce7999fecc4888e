// The strings of the home screen and the game lobby; the game list's, the filter's, the game frames'
// and the side menu's are modules of their own, so the home chunk leaves them to the chunks that show
// them. Default messages are Portuguese (the default language); translations live in
// app/i18n/translations/<locale>/lobby.json.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const lobbyMessages = defineMessages({
  tabsLabel: {
    id: 'lobby_tabs_label',
    defaultMessage: 'Categorias de jogos',
    description: 'Label of the game category tab bar',
  },
  hotGames: {
    id: 'lobby_hot_games',
    defaultMessage: 'Jogos populares',
    description: 'Heading of the hot games list',
  },
  vendors: {
    id: 'lobby_vendors',
    defaultMessage: 'Fornecedores',
    description: 'Heading of the vendor (provider) tiles',
  },
  searchLabel: {
    id: 'lobby_search_label',
    defaultMessage: 'Pesquisar jogos por nome',
    description: 'Label of the game name search box',
  },
  searchPlaceholder: {
    id: 'lobby_search_placeholder',
    defaultMessage: 'Nome do jogo',
    description: 'Placeholder of the game name search box',
  },
  searchSubmit: {
    id: 'lobby_search_submit',
    defaultMessage: 'Pesquisar',
    description: 'Button that runs the game name search',
  },
  noData: {
    id: 'in_no_data',
    defaultMessage: 'Sem dados',
    description: 'Title of the no-data placeholder (an image above it) when a list has nothing to show',
  },
  empty: {
    id: 'lobby_empty',
    defaultMessage: 'Nenhum jogo encontrado',
    description: 'A game list with no games',
  },
  loadFailed: {
    id: 'lobby_load_failed',
    defaultMessage: 'Não foi possível carregar os jogos.',
    description: 'Games failed to load',
  },
  retry: {
    id: 'lobby_retry',
    defaultMessage: 'Tentar novamente',
    description: 'Retry button after a failed load',
  },
  offline: {
    id: 'lobby_offline',
    defaultMessage: 'Sem ligação à internet. Os jogos voltam quando a ligação voltar.',
    description: 'The device is offline on a game screen',
  },
  loading: {
    id: 'lobby_loading',
    defaultMessage: 'A carregar jogos…',
    description: 'Shown while a game list loads',
  },
  scrollTip: {
    id: 'lobby_scroll_tip',
    defaultMessage: 'Deslizar para ver mais',
    description: 'The arrow that scrolls the page down',
  },
  maintenance: {
    id: 'lobby_maintenance',
    defaultMessage: 'Em manutenção',
    description: 'A vendor under maintenance',
  },
  newBadge: { id: 'lobby_new_badge', defaultMessage: 'Novo', description: 'Badge on a new game' },
  launchFailed: {
    id: 'lobby_launch_failed',
    defaultMessage: 'Não foi possível abrir o jogo.',
    description: 'A game failed to launch',
  },
  lotteryEmpty: {
    id: 'lobby_lottery_empty',
    defaultMessage: 'Não há lotarias disponíveis',
    description: 'The lottery page has no games',
  },
});

/** The names of the game categories (tabs). An unknown category shows its code. */
export const categoryMessages: Record<string, MessageDescriptor> = defineMessages({
  HOT: { id: 'lobby_cat_hot', defaultMessage: 'Populares', description: 'Game category tab: hot games' },
  RNG: {
    id: 'lobby_cat_rng',
    defaultMessage: 'Slots',
    description: 'Game category tab: slot machines (RNG)',
  },
  LIVE: {
    id: 'lobby_cat_live',
    defaultMessage: 'Casino ao vivo',
    description: 'Game category tab: live casino',
  },
  FISH: { id: 'lobby_cat_fish', defaultMessage: 'Pesca', description: 'Game category tab: fishing games' },
  PVP: {
    id: 'lobby_cat_pvp',
    defaultMessage: 'Cartas',
    description: 'Game category tab: player-versus-player card games (poker)',
  },
  SPORTS: {
    id: 'lobby_cat_sports',
    defaultMessage: 'Desporto',
    description: 'Game category tab: sports betting',
  },
  ESPORTS: {
    id: 'lobby_cat_esports',
    defaultMessage: 'E-sports',
    description: 'Game category tab: e-sports betting',
  },
  LOTTERY: { id: 'lobby_cat_lottery', defaultMessage: 'Lotaria', description: 'Game category tab: lottery' },
  ELOTT: {
    id: 'lobby_cat_elott',
    defaultMessage: 'E-lotaria',
    description: 'Game category tab: e-lottery (opens the lottery lobby)',
  },
  COCKFIGHT: {
    id: 'lobby_cat_cockfight',
    defaultMessage: 'Luta de galos',
    description: 'Game category tab: cockfight',
  },
  INHOUSE: {
    id: 'lobby_cat_inhouse',
    defaultMessage: 'Jogos da casa',
    description: 'Game category tab: in-house games',
  },
  BINGO: { id: 'lobby_cat_bingo', defaultMessage: 'Bingo', description: 'Game category tab: bingo' },
  LIVESTREAM: {
    id: 'lobby_cat_livestream',
    defaultMessage: 'Transmissões',
    description: 'Game category tab: live streams',
  },
  PROMO: {
    id: 'lobby_cat_promo',
    defaultMessage: 'Promoções',
    description: 'Game category tab: promotions (opens the promotions page)',
  },
});

export const homeMessages = defineMessages({
  accountMenu: {
    id: 'home_account_menu',
    defaultMessage: 'Conta e saldo',
    description: 'Header button that opens the account popover',
  },
  balance: { id: 'home_balance', defaultMessage: 'Saldo', description: 'Label of the wallet balance' },
  balanceHidden: {
    id: 'home_balance_hidden',
    defaultMessage: 'Saldo oculto',
    description: 'Screen-reader text of a masked balance (***)',
  },
  balanceRefreshing: {
    id: 'home_balance_refreshing',
    defaultMessage: 'A atualizar o saldo',
    description: 'Screen-reader text while the balance reloads',
  },
  deposit: {
    id: 'home_deposit',
    defaultMessage: 'Depositar',
    description: 'Popover, side menu and member bar: deposit',
  },
  withdraw: {
    id: 'home_withdraw',
    defaultMessage: 'Levantar',
    description: 'Popover, side menu and member bar: withdraw',
  },
  refreshBalance: {
    id: 'home_refresh_balance',
    defaultMessage: 'Atualizar saldo',
    description: 'Popover: reload the balance',
  },
  hideBalance: {
    id: 'home_hide_balance',
    defaultMessage: 'Ocultar saldo',
    description: 'Popover: mask the balance',
  },
  showBalance: {
    id: 'home_show_balance',
    defaultMessage: 'Mostrar saldo',
    description: 'Popover: unmask the balance',
  },
  signOut: {
    id: 'home_sign_out',
    defaultMessage: 'Terminar sessão',
    description: 'Popover and side menu: sign out',
  },
  login: { id: 'home_login', defaultMessage: 'Entrar', description: 'Header and side menu: log in' },
  register: {
    id: 'home_register',
    defaultMessage: 'Registar',
    description: 'Header and side menu: register',
  },
  openMenu: {
    id: 'home_open_menu',
    defaultMessage: 'Abrir menu',
    description: 'Header button that opens the side menu',
  },
  banners: { id: 'home_banners', defaultMessage: 'Destaques', description: 'Label of the banner carousel' },
  notices: {
    id: 'home_notices',
    defaultMessage: 'Anúncios',
    description: 'Label of the announcement ticker (opens the announcements)',
  },
  noAnnouncement: {
    id: 'home_no_announcement',
    defaultMessage: 'Sem anúncios',
    description: 'The announcement ticker when there is none',
  },
  memberBar: {
    id: 'home_member_bar',
    defaultMessage: 'Atalhos de membro',
    description: 'Label of the member navigation bar',
  },
  loginOrRegister: {
    id: 'home_login_or_register',
    defaultMessage: 'Entrar ou registar',
    description: 'Member bar for guests: go to login',
  },
  vip: { id: 'home_vip', defaultMessage: 'VIP', description: 'Member bar: VIP club' },
  signIn: { id: 'home_sign_in', defaultMessage: 'Check-in', description: 'Member bar: daily sign-in' },
  signInDot: {
    id: 'home_sign_in_available',
    defaultMessage: 'Check-in disponível',
    description: 'Screen-reader text of the sign-in red dot',
  },
  appDownload: {
    id: 'home_app_download',
    defaultMessage: 'App',
    description: 'Member bar: download the app',
  },
  receivingCenter: {
    id: 'home_receiving_center',
    defaultMessage: 'Prémios',
    description: 'Member bar: reward center with the count of rewards to receive',
  },
  downloadTitle: {
    id: 'home_download_title',
    defaultMessage: 'Jogue na nossa app',
    description: 'Heading of the download-link area',
  },
  downloadIos: {
    id: 'home_download_ios',
    defaultMessage: 'Descarregar para iOS',
    description: 'Download-link area: iOS link',
  },
  downloadClose: {
    id: 'home_download_close',
    defaultMessage: 'Fechar a barra de download',
    description: 'Close button of the app download bar (it stays closed afterwards)',
  },
  downloadAndroid: {
    id: 'home_download_android',
    defaultMessage: 'Descarregar para Android',
    description: 'Download-link area: Android link',
  },
  appPopupTitle: {
    id: 'home_app_popup_title',
    defaultMessage: 'Instale a nossa app',
    description: 'Title of the app-download popup',
  },
  appPopupBody: {
    id: 'home_app_popup_body',
    defaultMessage: 'Jogue mais depressa e receba as novidades primeiro.',
    description: 'Text of the app-download popup',
  },
  appPopupDownload: {
    id: 'home_app_popup_download',
    defaultMessage: 'Descarregar',
    description: 'App-download popup: download button',
  },
  appPopupLater: {
    id: 'home_app_popup_later',
    defaultMessage: 'Agora não',
    description: 'App-download popup: dismiss button',
  },
  popupNext: {
    id: 'home_popup_next',
    defaultMessage: 'Seguinte',
    description: 'Login popups: show the next announcement',
  },
  popupClose: { id: 'home_popup_close', defaultMessage: 'Fechar', description: 'Login popups: close' },
  safariRequired: {
    id: 'app_download_safari_required',
    defaultMessage: 'Use o Safari para descarregar a app',
    description: 'On iOS outside Safari, a download attempt shows this',
  },
});

// Messages with values, typed one by one (react-intl checks the values).
export const emptySearchMessage = defineMessage<{ query: string }>({
  id: 'lobby_empty_search',
  defaultMessage: 'Nenhum jogo com “{query}”',
  description: 'A game search with no result; query is what the player typed',
});

export const favouriteAddMessage = defineMessage<{ name: string }>({
  id: 'lobby_favourite_add',
  defaultMessage: 'Adicionar {name} aos favoritos',
  description: 'Star button of a game that is not a favourite',
});

export const favouriteRemoveMessage = defineMessage<{ name: string }>({
  id: 'lobby_favourite_remove',
  defaultMessage: 'Remover {name} dos favoritos',
  description: 'Star button of a favourite game',
});

export const gamesCountMessage = defineMessage<{ count: number }>({
  id: 'lobby_games_count',
  defaultMessage: '{count, plural, one {# jogo} other {# jogos}}',
  description: 'How many games a list shows (for screen readers)',
});

export const lotteryDrawMessage = defineMessage<{ minutes: number }>({
  id: 'lobby_lottery_draw',
  defaultMessage: 'Sorteio a cada {minutes, plural, one {# minuto} other {# minutos}}',
  description: 'How often a lottery draws',
});

export const lotteryPlayMessage = defineMessage<{ name: string }>({
  id: 'lobby_lottery_play',
  defaultMessage: 'Jogar {name}',
  description: 'Button that starts a lottery game',
});

export const bannerSlideMessage = defineMessage<{ index: number; count: number }>({
  id: 'home_banner_slide',
  defaultMessage: 'Destaque {index} de {count}',
  description: 'Label of one banner',
});

export const receivingCountMessage = defineMessage<{ count: number }>({
  id: 'home_receiving_count',
  defaultMessage: '{count, plural, one {# prémio por receber} other {# prémios por receber}}',
  description: 'Screen-reader text of the receiving-center count',
});
