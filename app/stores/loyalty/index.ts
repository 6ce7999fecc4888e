// The loyalty feature store as screens reach it: `useFeature(loyaltyFeature)`.
import { platformLanguage } from '../../i18n/locales';
import { defineFeature } from '../features';
import { LoyaltyStore } from './LoyaltyStore';

export const loyaltyFeature = defineFeature(
  'loyalty',
  (root) =>
    new LoyaltyStore({
      api: root.api,
      getLanguage: () => platformLanguage[root.ui.locale],
      afterReward: () => {
        void root.wallet.load();
        void root.features.games.home.loadPromos();
      },
    }),
);

export * from './LoyaltyStore';
