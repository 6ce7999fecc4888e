import { defineMessage, defineMessages } from 'react-intl';
import type { RewardTab } from '../../stores/loyalty';

export const rewardCenterMessages = defineMessages({
  tabs: {
    id: 'rewards_tabs',
    defaultMessage: 'Estado dos prémios',
    description: 'Reward center: accessible name of the status tabs',
  },
  list: {
    id: 'rewards_list',
    defaultMessage: 'Prémios',
    description: 'Reward center: accessible name of the list of rewards',
  },
  loading: {
    id: 'rewards_loading',
    defaultMessage: 'A carregar os prémios',
    description: 'Reward center: accessible name of the loading placeholders',
  },
  loadFailed: {
    id: 'rewards_load_failed',
    defaultMessage: 'Não foi possível carregar os prémios.',
    description: 'Reward center: the read failed',
  },
  offline: {
    id: 'rewards_offline',
    defaultMessage: 'Sem ligação. Os prémios voltam quando a ligação voltar.',
    description: 'Reward center: the read failed while offline',
  },
  retry: {
    id: 'rewards_retry',
    defaultMessage: 'Tentar de novo',
    description: 'Reward center: retry button after a failed read',
  },
  claim: {
    id: 'rewards_claim',
    defaultMessage: 'Receber',
    description: 'Reward center: the button that claims an issued reward into the wallet',
  },
  seePromotion: {
    id: 'rewards_see_promotion',
    defaultMessage: 'Ver promoção',
    description: 'Reward center: link from a reward to its promotion',
  },
  loadingMore: {
    id: 'rewards_loading_more',
    defaultMessage: 'A carregar mais prémios',
    description: 'Reward center: the next page is loading',
  },
  moreFailed: {
    id: 'rewards_more_failed',
    defaultMessage: 'Não foi possível carregar mais prémios.',
    description: 'Reward center: the next page failed to load',
  },
  end: {
    id: 'rewards_end',
    defaultMessage: 'Não há mais prémios.',
    description: 'Reward center: the end of the list',
  },
});

export const tabMessages = defineMessages<RewardTab>({
  ISSUED: {
    id: 'rewards_tab_issued',
    defaultMessage: 'Por receber',
    description: 'Reward center tab: issued rewards to claim',
  },
  APPLYING: {
    id: 'rewards_tab_applying',
    defaultMessage: 'Candidaturas',
    description: 'Reward center tab: applications waiting for review',
  },
  PROCESS: {
    id: 'rewards_tab_process',
    defaultMessage: 'Em análise',
    description: 'Reward center tab: applications being processed',
  },
  CLAIMED: {
    id: 'rewards_tab_claimed',
    defaultMessage: 'Recebidos',
    description: 'Reward center tab: claimed rewards',
  },
  REJECTED: {
    id: 'rewards_tab_rejected',
    defaultMessage: 'Recusados',
    description: 'Reward center tab: rejected applications',
  },
});

export const emptyMessages = defineMessages<RewardTab>({
  ISSUED: {
    id: 'rewards_empty_issued',
    defaultMessage: 'Nada por receber agora. Os prémios aprovados aparecem aqui.',
    description: 'Reward center: no issued reward to claim',
  },
  APPLYING: {
    id: 'rewards_empty_applying',
    defaultMessage: 'Sem candidaturas à espera.',
    description: 'Reward center: no application waiting',
  },
  PROCESS: {
    id: 'rewards_empty_process',
    defaultMessage: 'Sem candidaturas em análise.',
    description: 'Reward center: no application being processed',
  },
  CLAIMED: {
    id: 'rewards_empty_claimed',
    defaultMessage: 'Ainda não recebeu prémios.',
    description: 'Reward center: no claimed reward yet',
  },
  REJECTED: {
    id: 'rewards_empty_rejected',
    defaultMessage: 'Sem candidaturas recusadas.',
    description: 'Reward center: no rejected application',
  },
});

export const claimedToastMessage = defineMessage<{ amount: string }>({
  id: 'rewards_claimed_toast',
  defaultMessage: 'Recebeu {amount} na sua conta.',
  description: 'Reward center: toast after a reward was claimed into the wallet',
});

export const toClaimCountMessage = defineMessage<{ count: number }>({
  id: 'rewards_to_claim_count',
  defaultMessage: '{count, plural, one {# prémio por receber} other {# prémios por receber}}',
  description: 'Reward center: screen-reader text of the count on the to-claim tab',
});

export const claimLabelMessage = defineMessage<{ title: string }>({
  id: 'rewards_claim_label',
  defaultMessage: 'Receber: {title}',
  description: 'Reward center: accessible name of the claim button of one reward',
});
