// The game filter's messages (the game list's filter panel and sheet): the sheet's labels and the
// subcategories it offers.
import { defineMessages } from 'react-intl';

/** The filter panel's game categories. */
export const subcategoryMessages = defineMessages({
  ALL: { id: 'lobby_sub_all', defaultMessage: 'Todas', description: 'Filter panel category: all' },
  JP: {
    id: 'lobby_sub_jp',
    defaultMessage: 'Jackpot acumulado',
    description: 'Filter panel category: accumulative prize (jackpot)',
  },
  SC: {
    id: 'lobby_sub_sc',
    defaultMessage: 'Raspadinha',
    description: 'Filter panel category: scratch cards',
  },
  VP: {
    id: 'lobby_sub_vp',
    defaultMessage: 'Vídeo póquer',
    description: 'Filter panel category: video poker',
  },
  TG: {
    id: 'lobby_sub_tg',
    defaultMessage: 'PVP',
    description: 'Filter panel category: player versus player',
  },
  AC: { id: 'lobby_sub_ac', defaultMessage: 'Arcada', description: 'Filter panel category: arcade' },
});

/** The game filter's messages (the game list's filter panel and sheet). */
export const filterMessages = defineMessages({
  filter: {
    id: 'lobby_filter',
    defaultMessage: 'Filtrar',
    description: 'Button that opens the game filter panel',
  },
  filterTitle: {
    id: 'lobby_filter_title',
    defaultMessage: 'Filtrar jogos',
    description: 'Title of the game filter panel',
  },
  filterVendor: {
    id: 'lobby_filter_vendor',
    defaultMessage: 'Fornecedor',
    description: 'Filter panel: vendor (manufacturer) group',
  },
  filterCategory: {
    id: 'lobby_filter_category',
    defaultMessage: 'Categoria',
    description: 'Filter panel: game category group',
  },
  filterMinBet: {
    id: 'lobby_filter_min_bet',
    defaultMessage: 'Aposta mínima',
    description: 'Filter panel: minimum bet group',
  },
  filterAll: {
    id: 'lobby_filter_all',
    defaultMessage: 'Todos',
    description: 'Filter panel option: no restriction',
  },
  filterSubmit: {
    id: 'lobby_filter_submit',
    defaultMessage: 'Aplicar',
    description: 'Filter panel: apply button',
  },
  filterReset: {
    id: 'lobby_filter_reset',
    defaultMessage: 'Repor',
    description: 'Filter panel: reset button (clears the vendor)',
  },
  filterClose: {
    id: 'lobby_filter_close',
    defaultMessage: 'Fechar filtros',
    description: 'Filter panel: close button',
  },
});
