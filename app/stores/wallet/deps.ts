// What the wallet feature stores need from the app: the API client, the session's kind, the
// deposit channels the wallet store loads, the balance reload, and time (faked in tests).
import type { ApiClient } from '../../api/client';
import type { DepositChannel } from './DepositForm';

export interface WalletDeps {
  api: Pick<ApiClient, 'call'>;
  isTrial: () => boolean;
  channels: () => DepositChannel[];
  /** Reloads the balance the header shows. */
  reloadBalance: () => Promise<void>;
  now: () => number;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}
