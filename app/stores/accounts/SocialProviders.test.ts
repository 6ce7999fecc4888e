import { describe, expect, it, vi } from 'vitest';
import {
  FACEBOOK_SDK_VERSION,
  type ProviderGlobals,
  type ScriptDocument,
  type ScriptElement,
  type SocialSettings,
  SocialProviders,
  loadScript,
} from './SocialProviders';

/** A document whose scripts load or fail when the test says so. */
function fakeDocument() {
  const scripts: (ScriptElement & { fire(type: 'load' | 'error'): void; removed: boolean })[] = [];
  const doc: ScriptDocument = {
    createElement: () => {
      const listeners = new Map<string, () => void>();
      const el = {
        src: '',
        async: false,
        removed: false,
        addEventListener: (type: string, fn: () => void) => void listeners.set(type, fn),
        remove: () => void (el.removed = true),
        fire: (type: 'load' | 'error') => listeners.get(type)?.(),
      };
      return el;
    },
    head: { append: (node) => void scripts.push(node as (typeof scripts)[number]) },
  };
  return { doc, scripts };
}

const settings = (over: Partial<SocialSettings> = {}): SocialSettings => ({
  facebookLogin: { enabled: true, clientId: 'fb-app', sdkUrl: '/sdk/fb.js' },
  googleLogin: { enabled: true, clientId: 'g-client', sdkUrl: '/sdk/google.js' },
  ...over,
});

describe('loadScript', () => {
  it('adds one async script per src, however often it is asked', async () => {
    const { doc, scripts } = fakeDocument();
    const a = loadScript('/a.js', doc);
    const b = loadScript('/a.js', doc);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: '/a.js', async: true });
    scripts[0]!.fire('load');
    await Promise.all([a, b]);
    await loadScript('/a.js', doc);
    expect(scripts).toHaveLength(1);
  });

  it('rejects when the script fails, removes it, and tries again next time', async () => {
    const { doc, scripts } = fakeDocument();
    const a = loadScript('/broken.js', doc);
    scripts[0]!.fire('error');
    await expect(a).rejects.toThrow(/broken\.js/);
    expect(scripts[0]!.removed).toBe(true);
    void loadScript('/broken.js', doc);
    expect(scripts).toHaveLength(2);
  });
});

describe('SocialProviders', () => {
  it('loads the SDK of each enabled provider once; ready when its globals appear', async () => {
    const w: ProviderGlobals = {};
    const load = vi.fn(async (src: string) => {
      if (src === '/sdk/fb.js') w.FB = { login: () => {}, init: () => {} };
      if (src === '/sdk/google.js')
        w.google = { accounts: { id: { initialize: () => {}, prompt: () => {} } } };
    });
    const p = new SocialProviders({ globals: () => w, load });
    expect(p.shows(settings(), 'facebook')).toBe(false);
    await p.load(settings());
    expect(load.mock.calls.map((c) => c[0]).sort()).toEqual(['/sdk/fb.js', '/sdk/google.js']);
    expect(p.ready).toEqual({ facebook: true, google: true });
    expect(p.shows(settings(), 'google')).toBe(true);
    await p.load(settings());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('awaits an enabled provider until its SDK has loaded or failed, so its place can be kept', async () => {
    const w: ProviderGlobals = {};
    let fail: (e: Error) => void = () => {};
    let done: () => void = () => {};
    const load = vi.fn(
      (src: string) =>
        new Promise<void>((resolve, reject) => {
          if (src === '/sdk/fb.js') fail = reject;
          else
            done = () => {
              w.google = { accounts: { id: { initialize: () => {}, prompt: () => {} } } };
              resolve();
            };
        }),
    );
    const p = new SocialProviders({ globals: () => w, load });
    expect(p.awaits(settings(), 'facebook')).toBe(true);
    expect(p.awaits(settings(), 'google')).toBe(true);
    const loading = p.load(settings());
    done();
    fail(new Error('offline'));
    await loading;
    expect(p.shows(settings(), 'google')).toBe(true);
    expect(p.awaits(settings(), 'google')).toBe(false);
    // Failed: neither shown nor awaited, so its place goes.
    expect(p.shows(settings(), 'facebook')).toBe(false);
    expect(p.awaits(settings(), 'facebook')).toBe(false);
    // Off, or no script it may load: never awaited.
    const off = settings({
      facebookLogin: { enabled: false, clientId: 'fb-app', sdkUrl: '/sdk/fb.js' },
      googleLogin: { enabled: true, clientId: 'g-client', sdkUrl: 'javascript:alert(1)' },
    });
    const q = new SocialProviders({ globals: () => ({}), load });
    expect(q.awaits(off, 'facebook')).toBe(false);
    expect(q.awaits(off, 'google')).toBe(false);
  });

  it('is ready from the start when an earlier visit loaded the SDK', () => {
    const w: ProviderGlobals = { FB: { login: () => {}, init: () => {} } };
    const p = new SocialProviders({ globals: () => w, load: vi.fn(async () => {}) });
    expect(p.shows(settings(), 'facebook')).toBe(true);
    expect(p.awaits(settings(), 'facebook')).toBe(false);
  });

  it('loads nothing for a provider that is off or has no sdkUrl', async () => {
    const load = vi.fn(async () => {});
    const p = new SocialProviders({ globals: () => ({}), load });
    await p.load(
      settings({
        facebookLogin: { enabled: false, clientId: 'fb-app', sdkUrl: '/sdk/fb.js' },
        googleLogin: { enabled: true, clientId: 'g-client' },
      }),
    );
    expect(load).not.toHaveBeenCalled();
    expect(p.ready).toEqual({ facebook: false, google: false });
  });

  it('keeps the button hidden when the script fails to load', async () => {
    const w: ProviderGlobals = {};
    const p = new SocialProviders({
      globals: () => w,
      load: async (src) => {
        if (src === '/sdk/fb.js') throw new Error('offline');
        w.google = { accounts: { id: { initialize: () => {}, prompt: () => {} } } };
      },
    });
    await expect(p.load(settings())).resolves.toBeUndefined();
    expect(p.shows(settings(), 'facebook')).toBe(false);
    expect(p.shows(settings(), 'google')).toBe(true);
  });

  it('a setting that is off hides a provider even when its SDK is on the page', async () => {
    const w: ProviderGlobals = { FB: { login: () => {} } };
    const p = new SocialProviders({ globals: () => w, load: async () => {} });
    await p.load(settings());
    const off = settings({ facebookLogin: { enabled: false, clientId: '' } });
    expect(p.shows(off, 'facebook')).toBe(false);
    expect(p.shows(settings(), 'facebook')).toBe(true);
  });

  it('signs in with Facebook: init once with the app id, then the access token', async () => {
    const init = vi.fn();
    const login = vi.fn((cb: (r: { authResponse: { accessToken: string } | null }) => void) =>
      cb({ authResponse: { accessToken: 'fb-token' } }),
    );
    const p = new SocialProviders({ globals: () => ({ FB: { init, login } }), load: async () => {} });
    await expect(p.signIn(settings(), 'facebook')).resolves.toBe('fb-token');
    await p.signIn(settings(), 'facebook');
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ appId: 'fb-app', version: FACEBOOK_SDK_VERSION }),
    );
    login.mockImplementationOnce((cb) => cb({ authResponse: null }));
    await expect(p.signIn(settings(), 'facebook')).resolves.toBeNull();
  });

  it('signs in with Google: initialize with the client id, prompt, the credential; null when skipped', async () => {
    let callback: ((r: { credential?: string }) => void) | undefined;
    const initialize = vi.fn((o: { client_id: string; callback: (r: { credential?: string }) => void }) => {
      callback = o.callback;
    });
    let mode: 'ok' | 'cancel' = 'ok';
    const prompt = vi.fn((listener?: (m: object) => void) => {
      if (mode === 'ok') callback?.({ credential: 'g-token' });
      else listener?.({ isSkippedMoment: () => true });
    });
    const p = new SocialProviders({
      globals: () => ({ google: { accounts: { id: { initialize, prompt } } } }),
      load: async () => {},
    });
    await expect(p.signIn(settings(), 'google')).resolves.toBe('g-token');
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'g-client' }));
    mode = 'cancel';
    await expect(p.signIn(settings(), 'google')).resolves.toBeNull();
  });

  it('never loads an sdkUrl of another scheme or an origin outside the allow-list', async () => {
    const load = vi.fn(async () => {});
    const p = new SocialProviders({ globals: () => ({}), load });
    for (const sdkUrl of [
      'data:text/javascript,window.pwned=1',
      ' javascript:window.pwned=1',
      '//evil.example/sdk.js',
      'https://evil.example/sdk.js',
    ]) {
      await p.load(
        settings({
          facebookLogin: { enabled: true, clientId: 'fb-app', sdkUrl },
          googleLogin: { enabled: true, clientId: 'g-client', sdkUrl },
        }),
      );
    }
    expect(load).not.toHaveBeenCalled();
    const { doc, scripts } = fakeDocument();
    await expect(loadScript('data:text/javascript,window.pwned=1', doc)).rejects.toThrow(/refused/);
    expect(scripts).toHaveLength(0);
  });

  it('resolves null when the SDK is missing', async () => {
    const p = new SocialProviders({ globals: () => undefined, load: async () => {} });
    await expect(p.signIn(settings(), 'facebook')).resolves.toBeNull();
    await expect(p.signIn(settings(), 'google')).resolves.toBeNull();
  });
});
