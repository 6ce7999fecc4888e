// What the accounts flow stores need from the rest of the app, narrowed to an interface so a test
// gives them fakes and the screens give them the RootStore's parts (`accountsDeps(root)`).
import type { MessageDescriptor } from 'react-intl';
import type { RootStore } from '../RootStore';
import type { SessionInfo } from '../SessionStore';
import type { MessageValues, PromptRequest, ToastKind } from '../UiStore';
import type { Storages } from '../storage';
import { createAccountsApi, type AccountsApi } from './api';
import { browserEnvironment, type ClientEnvironment } from './registerMethod';
import { realClock, type Clock } from './SmsCooldown';

export interface Notifier {
  showToast(
    message: MessageDescriptor,
    options?: { kind?: ToastKind; duration?: number; values?: MessageValues },
  ): number;
  showLoading(message: MessageDescriptor, duration?: number): () => void;
  confirm(request: Omit<PromptRequest, 'id' | 'resolve'>): Promise<boolean>;
}

export interface SessionPort {
  readonly info: SessionInfo | null;
  readonly isTrial: boolean;
  start(info: SessionInfo, options?: { stay?: boolean }): void;
}

export interface PageLocation {
  /** e.g. 'm.example.com:8080' (registerUrl). */
  host: string;
  /** e.g. 'm.example.com' (domain). */
  hostname: string;
  /** The query string of the page, e.g. '?code=AB12&redirect=/m/vip'. */
  search: string;
}

export interface AccountsDeps {
  api: AccountsApi;
  ui: Notifier;
  session: SessionPort;
  storages: Storages;
  navigate(to: string, options?: { replace?: boolean }): void;
  env: ClientEnvironment;
  location: () => PageLocation;
  clock: Clock;
  /** The merchant the app runs for (session info). */
  merchantCode: () => string;
}

const apis = new WeakMap<RootStore, AccountsApi>();

/** The accounts dependencies of a running app. */
export function accountsDeps(root: RootStore): AccountsDeps {
  let api = apis.get(root);
  if (!api) {
    api = createAccountsApi(
      root.api,
      () => root.settings.currentSettings(),
      () => root.settings.answeredSettings(),
    );
    apis.set(root, api);
  }
  return {
    api,
    ui: root.ui,
    session: root.session,
    storages: root.storages,
    navigate: (to, options) => root.navigate(to, options),
    env: browserEnvironment(),
    location: () =>
      typeof window === 'undefined'
        ? { host: '', hostname: '', search: '' }
        : { host: window.location.host, hostname: window.location.hostname, search: window.location.search },
    clock: realClock,
    merchantCode: () => root.settings.merchantCode ?? '',
  };
}
