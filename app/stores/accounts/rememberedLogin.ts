// Remembered login (SPEC §3, adjusted by the project's security rule): the login method, the
// username and the dialing code only. The password is NEVER written to any storage, not even
// encoded: the browser's password manager keeps it (autocomplete attributes on the form, and the
// Credential Management API where the browser has it, see credentials.ts).
import type { KeyValueStorage } from '../storage';

export const REMEMBERED_LOGIN_KEY = 'MC_REMEMBERED_LOGIN';

export type LoginMethod = 'username' | 'sms';

export interface RememberedLogin {
  type: LoginMethod;
  /** The username (username method) or the mobile number (SMS method). */
  username: string;
  countryDialingCode: string;
}

/** What is remembered for each method: the last username and the last mobile number. */
export interface RememberedLogins {
  /** The method used last (the login screen opens on it when it is on offer). */
  last: LoginMethod;
  entries: Partial<Record<LoginMethod, RememberedLogin>>;
}

function isEntry(v: unknown): v is RememberedLogin {
  const e = v as RememberedLogin;
  return (
    !!e &&
    (e.type === 'username' || e.type === 'sms') &&
    typeof e.username === 'string' &&
    typeof e.countryDialingCode === 'string'
  );
}

export class RememberedLoginRepository {
  constructor(private readonly storage: KeyValueStorage) {}

  read(): RememberedLogins | null {
    const raw = this.storage.getItem(REMEMBERED_LOGIN_KEY);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as { last?: unknown; entries?: Record<string, unknown> };
      const entries: RememberedLogins['entries'] = {};
      for (const method of ['username', 'sms'] as const) {
        const e = parsed.entries?.[method];
        // Only the three allowed properties are kept, whatever an older version wrote.
        if (isEntry(e) && e.type === method)
          entries[method] = { type: method, username: e.username, countryDialingCode: e.countryDialingCode };
      }
      const last = parsed.last === 'sms' || parsed.last === 'username' ? parsed.last : 'username';
      return { last, entries };
    } catch {
      return null;
    }
  }

  get(method: LoginMethod): RememberedLogin | undefined {
    return this.read()?.entries[method];
  }

  /** Remembers a successful login: method, username, dialing code. Nothing else is accepted. */
  remember(entry: RememberedLogin) {
    const current = this.read() ?? { last: entry.type, entries: {} };
    const next: RememberedLogins = {
      last: entry.type,
      entries: {
        ...current.entries,
        [entry.type]: {
          type: entry.type,
          username: entry.username,
          countryDialingCode: entry.countryDialingCode,
        },
      },
    };
    this.storage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(next));
  }

  forget(method?: LoginMethod) {
    if (!method) {
      this.storage.removeItem(REMEMBERED_LOGIN_KEY);
      return;
    }
    const current = this.read();
    if (!current) return;
    delete current.entries[method];
    this.storage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(current));
  }
}
