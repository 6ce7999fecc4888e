// The records feature store as the RootStore builds it (app/stores/features.ts).
import type { RootStore } from '../RootStore';
import { RecordsStore } from './RecordsStore';

export function createRecordsStore(root: RootStore): RecordsStore {
  return new RecordsStore({ api: root.api, now: root.now });
}

export * from './RecordsStore';
export * from './range';
export { PagedRecords } from './PagedRecords';
