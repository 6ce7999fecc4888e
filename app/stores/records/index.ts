// The records feature store as the RootStore builds it (app/stores/features.ts).
import { platformLanguage } from '../../i18n/locales';
import type { RootStore } from '../RootStore';
import { RecordsStore } from './RecordsStore';

export function createRecordsStore(root: RootStore): RecordsStore {
  return new RecordsStore({
    api: root.api,
    getLanguage: () => platformLanguage[root.ui.locale],
    now: root.now,
  });
}

export * from './RecordsStore';
export * from './range';
export { PagedRecords } from './PagedRecords';
