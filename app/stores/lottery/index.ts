// The lottery feature store, built when a lottery page first asks for it (app/stores/features.ts).
import { platformLanguage } from '../../i18n/locales';
import { defineFeature } from '../features';
import { LotteryStore } from './LotteryStore';

export const lotteryFeature = defineFeature(
  'lottery',
  (root) =>
    new LotteryStore({
      api: root.api,
      getLanguage: () => platformLanguage[root.ui.locale],
      now: root.now,
    }),
);

export * from './LotteryStore';
