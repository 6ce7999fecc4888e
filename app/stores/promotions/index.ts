// The promotions feature store as screens reach it: `useFeature(promotionsFeature)`.
import { platformLanguage } from '../../i18n/locales';
import { defineFeature } from '../features';
import { PromotionsStore } from './PromotionsStore';

export const promotionsFeature = defineFeature(
  'promotions',
  (root) =>
    new PromotionsStore({
      api: root.api,
      getLanguage: () => platformLanguage[root.ui.locale],
      isLoggedIn: () => root.session.isLoggedIn,
      isTrial: () => root.session.isTrial,
      afterReward: () => {
        void root.wallet.load();
        void root.features.games.home.load();
      },
    }),
);

export {
  PromotionsStore,
  PromotionDetail,
  actionFor,
  promotionImage,
  type CategoryKey,
  type Promotion,
  type PromotionAction,
  type PromotionCategory,
  type PromotionState,
} from './PromotionsStore';
export {
  REWARD_IMAGE_ACCEPT,
  REWARD_IMAGE_MAX_BYTES,
  REWARD_IMAGE_MAX_COUNT,
  REWARD_REMARK_MAX,
  RewardApplication,
  readFileBase64,
  type ImageProblem,
} from './RewardApplication';
