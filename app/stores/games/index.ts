// The games feature store as the RootStore builds it (app/stores/features.ts).
import { platformLanguage } from '../../i18n/locales';
import type { RootStore } from '../RootStore';
import { contractGateway } from './contractGateway';
import type { GamesGateway } from './gateway';
import { GamesStore } from './GamesStore';

export function createGamesStore(root: RootStore, gateway?: GamesGateway): GamesStore {
  return new GamesStore({
    gateway: gateway ?? contractGateway(root.api, () => root.settings.merchantCode),
    getLanguage: () => platformLanguage[root.ui.locale],
    isLoggedIn: () => root.session.isLoggedIn,
    storage: root.storages.local,
  });
}

export { GamesStore } from './GamesStore';
export type { Game, Vendor, Banner, GamesGateway } from './gateway';
