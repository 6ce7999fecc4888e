import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerToPasswordManager, passwordManagerAvailable } from './credentials';

afterEach(() => vi.unstubAllGlobals());

describe('password manager (Credential Management API)', () => {
  it('stores a PasswordCredential where the browser has the API', async () => {
    const store = vi.fn(async () => undefined);
    class PasswordCredential {
      constructor(readonly init: { id: string; password: string; name?: string }) {}
    }
    vi.stubGlobal('window', { PasswordCredential });
    vi.stubGlobal('navigator', { credentials: { store } });
    expect(passwordManagerAvailable()).toBe(true);
    expect(await offerToPasswordManager('demo_member', 'demo1234')).toBe(true);
    expect(store).toHaveBeenCalledTimes(1);
    const [credential] = store.mock.calls[0] as unknown as [PasswordCredential];
    expect(credential.init).toEqual({ id: 'demo_member', password: 'demo1234', name: 'demo_member' });
  });

  it('does nothing without the API, without a password, or when the browser refuses', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('navigator', {});
    expect(await offerToPasswordManager('u', 'p')).toBe(false);
    vi.stubGlobal('window', { PasswordCredential: class {} });
    vi.stubGlobal('navigator', { credentials: { store: async () => Promise.reject(new Error('denied')) } });
    expect(await offerToPasswordManager('u', '')).toBe(false);
    expect(await offerToPasswordManager('u', 'p')).toBe(false);
  });
});
