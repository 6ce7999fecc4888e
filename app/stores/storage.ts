// The browser storages the stores use, injectable so tests run in Node with in-memory ones.

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

export interface Storages {
  local: KeyValueStorage;
  session: KeyValueStorage;
}

export class MemoryStorage implements KeyValueStorage {
  private readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
  }
  get size() {
    return this.map.size;
  }
}

/** A storage that survives browsers that refuse it (private mode, disabled cookies). */
function safe(get: () => Storage): KeyValueStorage {
  const fallback = new MemoryStorage();
  const pick = (): KeyValueStorage => {
    try {
      const s = get();
      const probe = '__mc_probe__';
      s.setItem(probe, probe);
      s.removeItem(probe);
      return s;
    } catch {
      return fallback;
    }
  };
  const s = pick();
  return {
    getItem: (k) => s.getItem(k),
    setItem: (k, v) => {
      try {
        s.setItem(k, v);
      } catch {
        // Quota exceeded: the value is lost, the app goes on.
      }
    },
    removeItem: (k) => s.removeItem(k),
    clear: () => s.clear(),
  };
}

export function browserStorages(): Storages {
  return { local: safe(() => window.localStorage), session: safe(() => window.sessionStorage) };
}

export function memoryStorages(): Storages {
  return { local: new MemoryStorage(), session: new MemoryStorage() };
}

export function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Keys the app writes, in one place. */
export const StorageKeys = {
  session: 'MC_SESSION_INFO',
  siteSettings: 'MC_SITE_SETTINGS',
  testMerchant: 'MC_TEST_MERCHANT',
  lastMerchant: 'MC_LAST_MERCHANT',
  language: 'MC_LANGUAGE',
  autoLogin: 'autoLogin',
  trialName: 'trialName',
  hideBalance: 'MC_HIDE_BALANCE',
  splash: 'MC_SPLASH',
  /** '1' once the app was opened from the merchant's iOS web clip (SPEC §3 local flags). */
  webclip: 'WEBCLIP',
} as const;
