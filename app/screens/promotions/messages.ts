import { defineMessage, defineMessages } from 'react-intl';
import type { CategoryKey, PromotionState } from '../../stores/promotions';

export const promotionMessages = defineMessages({
  categories: {
    id: 'promo_categories',
    defaultMessage: 'Categorias de promoções',
    description: 'Promotions page: accessible name of the category menu',
  },
  list: {
    id: 'promo_list',
    defaultMessage: 'Promoções',
    description: 'Promotions page: accessible name of the list of promotion cards',
  },
  more: {
    id: 'promo_more',
    defaultMessage: 'Mais detalhes',
    description: 'Promotions page: button on each card that opens the promotion',
  },
  longTerm: {
    id: 'promo_long_term',
    defaultMessage: 'Longo prazo',
    description: 'Promotions page: date line of a promotion with no end date',
  },
  empty: {
    id: 'promo_empty',
    defaultMessage: 'Sem promoções nesta categoria',
    description: 'Promotions page: nothing in the chosen category',
  },
  emptyAll: {
    id: 'promo_empty_all',
    defaultMessage: 'Ainda não há promoções. Volte em breve.',
    description: 'Promotions page: the merchant has no promotions at all',
  },
  loading: {
    id: 'promo_loading',
    defaultMessage: 'A carregar as promoções',
    description: 'Promotions pages: accessible name of the loading placeholders',
  },
  loadFailed: {
    id: 'promo_load_failed',
    defaultMessage: 'Não foi possível carregar as promoções.',
    description: 'Promotions pages: a read failed',
  },
  offline: {
    id: 'promo_offline',
    defaultMessage: 'Sem ligação. As promoções voltam quando a ligação voltar.',
    description: 'Promotions pages: a read failed while offline',
  },
  retry: {
    id: 'promo_retry',
    defaultMessage: 'Tentar de novo',
    description: 'Promotions pages: retry button after a failed read',
  },
  notFound: {
    id: 'promo_not_found',
    defaultMessage: 'Esta promoção já não está disponível.',
    description: 'Promotion detail: the promotion does not exist or was removed',
  },
  backToList: {
    id: 'promo_back_to_list',
    defaultMessage: 'Ver todas as promoções',
    description: 'Promotion detail: link back to the promotions list',
  },
  join: {
    id: 'promo_join',
    defaultMessage: 'Participar',
    description: 'Promotion detail: button that joins the promotion',
  },
  apply: {
    id: 'promo_apply',
    defaultMessage: 'Candidatar-me',
    description: 'Promotion detail: button that opens the reward application form',
  },
  claim: {
    id: 'promo_claim',
    defaultMessage: 'Receber prémio',
    description: 'Promotion detail: button that claims the issued reward',
  },
  loginToJoin: {
    id: 'promo_login_to_join',
    defaultMessage: 'Iniciar sessão para participar',
    description: 'Promotion detail: a guest is asked to log in before joining or applying',
  },
  joined: {
    id: 'promo_joined_toast',
    defaultMessage: 'Está a participar nesta promoção',
    description: 'Promotion detail: toast after joining',
  },
  claimed: {
    id: 'promo_claimed_toast',
    defaultMessage: 'Prémio recebido na sua conta',
    description: 'Promotion detail: toast after claiming the reward',
  },
  state: {
    id: 'promo_state',
    defaultMessage: 'Estado',
    description: 'Promotion detail: label before the player state of the promotion',
  },
  remark: {
    id: 'reward_remark',
    defaultMessage: 'Observação',
    description: 'Apply for reward: label of the remark field',
  },
  remarkHint: {
    id: 'reward_remark_hint',
    defaultMessage: 'Até 140 caracteres',
    description: 'Apply for reward: hint under the remark field',
  },
  remarkRequired: {
    id: 'reward_remark_required',
    defaultMessage: 'Esta promoção pede uma observação.',
    description: 'Apply for reward: the promotion requires a remark',
  },
  images: {
    id: 'reward_images',
    defaultMessage: 'Imagens (até 3)',
    description: 'Apply for reward: label of the image picker',
  },
  imagesRequired: {
    id: 'reward_images_required',
    defaultMessage: 'Esta promoção pede pelo menos uma imagem.',
    description: 'Apply for reward: the promotion requires an image',
  },
  imagesHint: {
    id: 'reward_images_hint',
    defaultMessage: 'JPG, JPEG ou PNG, até 5 MB cada.',
    description: 'Apply for reward: hint under the image picker',
  },
  addImage: {
    id: 'reward_add_image',
    defaultMessage: 'Adicionar imagem',
    description: 'Apply for reward: the add-image tile',
  },
  imageType: {
    id: 'activity_image_type',
    defaultMessage: 'Só são aceites imagens JPG, JPEG ou PNG.',
    description: 'Apply for reward: an image of another type was chosen (SPEC §8 activity_image_type)',
  },
  imageSize: {
    id: 'activity_apply_remark_limit3',
    defaultMessage: 'Cada imagem pode ter no máximo 5 MB.',
    description: 'Apply for reward: an image over 5 MB was chosen (SPEC §8 activity_apply_remark_limit3)',
  },
  imageCount: {
    id: 'activity_apply_remark_limit4',
    defaultMessage: 'Pode enviar no máximo 3 imagens.',
    description: 'Apply for reward: more than 3 images were chosen (SPEC §8 activity_apply_remark_limit4)',
  },
  imageRead: {
    id: 'reward_image_read',
    defaultMessage: 'Não foi possível ler esta imagem. Escolha outra.',
    description: 'Apply for reward: a chosen file could not be read as an image',
  },
  submit: {
    id: 'reward_submit',
    defaultMessage: 'Enviar candidatura',
    description: 'Apply for reward: submit button',
  },
  submitted: {
    id: 'reward_submitted',
    defaultMessage: 'Candidatura enviada. Estado: a aguardar.',
    description: 'Apply for reward: toast after the application was accepted',
  },
  submitFailed: {
    id: 'reward_submit_failed',
    defaultMessage: 'A candidatura não foi enviada. O que escreveu e as imagens continuam aqui.',
    description: 'Apply for reward: the send failed; the form is kept',
  },
});

export const removeImage = defineMessage<{ n: number }>({
  id: 'reward_remove_image',
  defaultMessage: 'Remover a imagem {n}',
  description: 'Apply for reward: accessible name of the remove button of the n-th image',
});

export const imagePreview = defineMessage<{ n: number }>({
  id: 'reward_image_preview',
  defaultMessage: 'Imagem {n}',
  description: 'Apply for reward: alt text of the n-th image preview',
});

export const uploadProgress = defineMessage<{ done: number; total: number }>({
  id: 'reward_upload_progress',
  defaultMessage: 'A enviar imagens: {done} de {total}',
  description: 'Apply for reward: progress while the images are uploaded',
});

export const categoryMessages = defineMessages<CategoryKey>({
  all: { id: 'promo_cat_all', defaultMessage: 'Todas', description: 'Promotion category: all' },
  new_player: {
    id: 'promo_cat_new_player',
    defaultMessage: 'Novos jogadores',
    description: 'Promotion category: for new players',
  },
  deposit_promo: {
    id: 'promo_cat_deposit',
    defaultMessage: 'Depósito',
    description: 'Promotion category: deposit',
  },
  app_download: {
    id: 'promo_cat_app_download',
    defaultMessage: 'Descarregar app',
    description: 'Promotion category: app download',
  },
  rng_promo: { id: 'promo_cat_rng', defaultMessage: 'Slots', description: 'Promotion category: slot games' },
  live_promo: {
    id: 'promo_cat_live',
    defaultMessage: 'Casino ao vivo',
    description: 'Promotion category: live casino',
  },
  pvp_promo: {
    id: 'promo_cat_pvp',
    defaultMessage: 'Cartas',
    description: 'Promotion category: card (PvP) games',
  },
  sport_promo: {
    id: 'promo_cat_sport',
    defaultMessage: 'Desporto',
    description: 'Promotion category: sports',
  },
  fish_promo: {
    id: 'promo_cat_fish',
    defaultMessage: 'Pesca',
    description: 'Promotion category: fishing games',
  },
  lotto_promo: {
    id: 'promo_cat_lotto',
    defaultMessage: 'Lotaria',
    description: 'Promotion category: lottery',
  },
  rebate_promo: {
    id: 'promo_cat_rebate',
    defaultMessage: 'Reembolso',
    description: 'Promotion category: rebates',
  },
  player_rank_rules: {
    id: 'promo_cat_rank',
    defaultMessage: 'Níveis VIP',
    description: 'Promotion category: player rank rules',
  },
  point_mall: {
    id: 'promo_cat_mall',
    defaultMessage: 'Loja de pontos',
    description: 'Promotion category: points mall',
  },
  other_promo: { id: 'promo_cat_other', defaultMessage: 'Outras', description: 'Promotion category: other' },
});

/** The activity labels of SPEC §3. */
export const stateMessages = defineMessages<PromotionState>({
  JOIN: {
    id: 'promo_state_join',
    defaultMessage: 'Participar',
    description: 'Promotion state label: may join',
  },
  JOINED: {
    id: 'promo_state_joined',
    defaultMessage: 'A participar',
    description: 'Promotion state label: joined',
  },
  CLAIM: {
    id: 'promo_state_claim',
    defaultMessage: 'Receber',
    description: 'Promotion state label: reward ready',
  },
  CLAIMED: {
    id: 'promo_state_claimed',
    defaultMessage: 'Recebido',
    description: 'Promotion state label: claimed',
  },
  APPLYING: {
    id: 'promo_state_applying',
    defaultMessage: 'A aguardar',
    description: 'Promotion state label: application sent, waiting for review',
  },
  PROCESS: {
    id: 'promo_state_process',
    defaultMessage: 'Em análise',
    description: 'Promotion state label: under review',
  },
  REJECTED: {
    id: 'promo_state_rejected',
    defaultMessage: 'Recusado',
    description: 'Promotion state label: rejected',
  },
  ISSUED: {
    id: 'promo_state_issued',
    defaultMessage: 'Emitido',
    description: 'Promotion state label: reward issued',
  },
  CLOSE: {
    id: 'promo_state_close',
    defaultMessage: 'Terminada',
    description: 'Promotion state label: ended',
  },
  COMING_SOON: {
    id: 'promo_state_coming_soon',
    defaultMessage: 'Em breve',
    description: 'Promotion state label: not started yet',
  },
});
