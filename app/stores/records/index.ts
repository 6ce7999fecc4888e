// The records feature store, built when a records screen first asks for it (app/stores/features.ts).
import { platformLanguage } from '../../i18n/locales';
import { defineFeature } from '../features';
import { RecordsStore } from './RecordsStore';

export const recordsFeature = defineFeature(
  'records',
  (root) =>
    new RecordsStore({
      api: root.api,
      getLanguage: () => platformLanguage[root.ui.locale],
      now: root.now,
    }),
);

export * from './RecordsStore';
export * from './range';
export { PagedRecords } from './PagedRecords';
