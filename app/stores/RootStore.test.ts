import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShellPlatform, FakeFailure } from '../testing/fakeTransport';
import { fixtureUsers } from '../testing/fixtures';
import { RootStore } from './RootStore';
import { loginPath, redirectTarget, type SessionInfo } from './SessionStore';
import { memoryStorages, StorageKeys, type Storages } from './storage';
import { systemStatusOf } from './SiteSettingsStore';
import { badgeText } from './MessagesStore';
import { AccountSettings } from './accounts/AccountSettings';
import { accountsDeps } from './accounts/deps';

const session = (type = 0, userName = 'demo_member'): SessionInfo => ({
  token: 'tok-1',
  merchantCode: 'aurum',
  userName,
  type,
  firstTimeLogin: false,
});

const stores: RootStore[] = [];
function build(platform = createShellPlatform(), storages: Storages = memoryStorages()) {
  const root = new RootStore({ transport: platform.transport, storages, client: { sleep: async () => {} } });
  stores.push(root);
  const navigations: [string, { replace?: boolean } | undefined][] = [];
  root.setNavigator((to, o) => navigations.push([to, o]));
  return { root, platform, storages, navigations };
}

afterEach(() => {
  while (stores.length) stores.pop()!.dispose();
  vi.useRealTimers();
});

describe('system status', () => {
  it('is 1 with maintenance (even with region restriction), 2 with only region restriction, else 0', () => {
    expect(systemStatusOf({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(systemStatusOf({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(systemStatusOf({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(systemStatusOf({ maintenance: false, regionRestriction: false })).toBe(0);
  });

  it('reads status and settings at start and caches the settings', async () => {
    const { root, storages } = build(createShellPlatform({ merchant: 'verde', regionRestriction: true }));
    expect(root.settings.status).toBeNull();
    await root.start();
    expect(root.settings.status).toBe(2);
    expect(root.settings.merchantCode).toBe('verde');
    expect(root.settings.memberCentreLayout).toBe('new');
    expect(root.settings.depositLayout).toBe('new');
    expect(JSON.parse(storages.local.getItem(StorageKeys.siteSettings)!).merchantCode).toBe('verde');
    // The next start paints from the cache but still asks for the status.
    const next = build(createShellPlatform({ merchant: 'verde' }), storages).root;
    expect(next.settings.settings?.merchantCode).toBe('verde');
    expect(next.settings.status).toBeNull();
    await next.start();
    expect(next.settings.status).toBe(0);
  });

  it('fetches the settings once: the accounts screens read the start-up answer', async () => {
    const { root, platform } = build();
    await root.start();
    const settings = new AccountSettings(accountsDeps(root).api);
    await settings.load();
    expect(settings.state).toBe('ready');
    expect(settings.merchantCode).toBe(root.settings.settings?.merchantCode);
    expect(platform.callsTo('siteSettings')).toHaveLength(1);
  });

  it('sends the platform language with the settings call', async () => {
    const { root, platform } = build();
    root.ui.setLocale('zh-CN');
    await root.start();
    expect(platform.callsTo('siteSettings')[0]!.input.language).toBe('CN');
  });

  it('reports a failed start', async () => {
    const { root } = build(
      createShellPlatform({ handlers: { systemStatus: () => new FakeFailure(500, 'INTERNAL_ERROR') } }),
    );
    await root.start();
    expect(root.settings.state).toBe('error');
    expect(root.settings.status).toBeNull();
  });

  it('finds the merchant extra route of an unknown path', async () => {
    const { root } = build();
    await root.start();
    expect(root.settings.extraRoute('/m/promo/')).toBe('/m/activity');
    expect(root.settings.extraRoute('/m/nothing')).toBeNull();
  });
});

describe('session', () => {
  it('keeps MC_SESSION_INFO in sessionStorage, or localStorage when staying signed in', () => {
    const { root, storages } = build();
    root.session.start(session());
    expect(storages.session.getItem(StorageKeys.session)).toContain('tok-1');
    expect(storages.local.getItem(StorageKeys.session)).toBeNull();
    root.session.start(session(), { stay: true });
    expect(storages.local.getItem(StorageKeys.session)).toContain('tok-1');
    expect(storages.session.getItem(StorageKeys.session)).toBeNull();
    const again = build(createShellPlatform(), storages).root;
    expect(again.session.isLoggedIn).toBe(true);
    expect(again.session.persistence).toBe('local');
  });

  it('keeps only the session fields, never a password passed along by mistake', () => {
    const { root, storages } = build();
    root.session.start({ ...session(), password: 'demo1234' } as SessionInfo, { stay: true });
    const stored = storages.local.getItem(StorageKeys.session)!;
    expect(stored).not.toContain('demo1234');
    expect(Object.keys(JSON.parse(stored)).sort()).toEqual(
      ['firstTimeLogin', 'merchantCode', 'token', 'type', 'userName'].sort(),
    );
  });

  it('loads member, wallet and unread counts after login', async () => {
    const { root } = build();
    root.session.start(session());
    await vi.waitFor(() => expect(root.wallet.wallet?.sumBalance).toBe(1234.56));
    expect(root.member.displayName).toBe('Sofia');
    expect(root.member.vipLabel).toBe('VIP 3 · Ouro');
    expect(root.messages.unread.totalUnreadCount).toBe(5);
  });

  it('does not fetch unread counts for a trial account', async () => {
    const platform = createShellPlatform({ user: fixtureUsers.trial });
    const { root } = build(platform);
    root.session.start(session(4, 'trial_8841'));
    expect(root.session.isTrial).toBe(true);
    await vi.waitFor(() => expect(root.member.info).not.toBeNull());
    expect(platform.callsTo('unreadCounts')).toHaveLength(0);
  });

  it('tells agents and trial accounts apart', () => {
    const { root } = build();
    for (const t of [1, 2, 41, 42]) {
      root.session.start(session(t));
      expect(root.session.isAgent).toBe(true);
    }
    root.session.start(session(0));
    expect(root.session.isAgent).toBe(false);
  });

  it('logs out after confirmation: logout call, autoLogin 0, everything cleared, to /m/login', async () => {
    const { root, storages, platform, navigations } = build();
    root.session.start(session());
    storages.session.setItem(StorageKeys.trialName, 'trial_1');
    await vi.waitFor(() => expect(root.member.info).not.toBeNull());
    const done = root.session.logout();
    await vi.waitFor(() => expect(root.ui.prompts).toHaveLength(1));
    expect(root.ui.prompts[0]!.message.id).toBe('in_sure_logout');
    root.ui.resolvePrompt(root.ui.prompts[0]!.id, true);
    await expect(done).resolves.toBe(true);
    expect(platform.callsTo('logout')).toHaveLength(1);
    expect(platform.callsTo('logout')[0]!.headers.Authorization).toBe('Bearer tok-1');
    expect(storages.local.getItem(StorageKeys.autoLogin)).toBe('0');
    expect(storages.session.getItem(StorageKeys.session)).toBeNull();
    expect(storages.session.getItem(StorageKeys.trialName)).toBeNull();
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.member.info).toBeNull();
    expect(root.wallet.wallet).toBeNull();
    expect(navigations.at(-1)).toEqual(['/m/login', { replace: true }]);
    expect(root.ui.toasts).toHaveLength(0);
  });

  it('keeps the session when logout is cancelled', async () => {
    const { root, platform } = build();
    root.session.start(session());
    const done = root.session.logout();
    await vi.waitFor(() => expect(root.ui.prompts).toHaveLength(1));
    root.ui.resolvePrompt(root.ui.prompts[0]!.id, false);
    await expect(done).resolves.toBe(false);
    expect(root.session.isLoggedIn).toBe(true);
    expect(platform.callsTo('logout')).toHaveLength(0);
  });

  it('sends an expired session to login and back', async () => {
    const platform = createShellPlatform({
      handlers: { wallet: () => new FakeFailure(401, 'SESSION_EXPIRED', 'err_session_expired') },
    });
    const root = new RootStore({
      transport: platform.transport,
      storages: memoryStorages(),
      currentPath: () => '/m/withdraw?x=1',
    });
    stores.push(root);
    const navigations: string[] = [];
    root.setNavigator((to) => navigations.push(to));
    root.session.start(session());
    await vi.waitFor(() => expect(root.session.isLoggedIn).toBe(false));
    expect(navigations).toContain('/m/login?redirect=%2Fm%2Fwithdraw%3Fx%3D1');
    expect(root.ui.toasts[0]!.message.id).toBe('shell_session_expired');
  });

  it('renews the token before it expires', async () => {
    vi.useFakeTimers();
    const now = Date.now();
    const { root, platform } = build();
    root.session.start({ ...session(), expiresAt: now + 120_000 });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(platform.callsTo('renewSession')).toHaveLength(1);
    expect(root.session.info!.expiresAt).toBeGreaterThan(now + 120_000);
  });

  it('drops a stored session that already expired', () => {
    const storages = memoryStorages();
    storages.session.setItem(
      StorageKeys.session,
      JSON.stringify({ ...session(), expiresAt: Date.now() - 1 }),
    );
    expect(build(createShellPlatform(), storages).root.session.isLoggedIn).toBe(false);
  });

  it('asks a member about a pending agent contract and opens it', async () => {
    const platform = createShellPlatform({ user: fixtureUsers.contract });
    const { root, navigations } = build(platform);
    root.session.start(session(0, 'demo_contract'));
    await vi.waitFor(() => expect(root.ui.prompts).toHaveLength(1));
    expect(root.ui.prompts[0]!.title!.id).toBe('in_daily_salary_agt');
    root.ui.resolvePrompt(root.ui.prompts[0]!.id, true);
    await vi.waitFor(() => expect(navigations.at(-1)![0]).toBe('/m/member/agent/getSalaryContract'));
  });

  it('never asks types 4, 40, 41 or 42 about contracts', async () => {
    for (const type of [4, 40, 41, 42]) {
      const platform = createShellPlatform({ user: { ...fixtureUsers.contract, type } });
      const { root } = build(platform);
      root.session.start(session(type, 'demo_contract'));
      await vi.waitFor(() => expect(root.member.state).toBe('ready'));
      expect(platform.callsTo('contractRequests')).toHaveLength(0);
    }
  });
});

describe('redirects', () => {
  it('builds the login path with the page to come back to', () => {
    expect(loginPath('/m/voucherCenter')).toBe('/m/login?redirect=%2Fm%2FvoucherCenter');
    expect(loginPath('/m/login?redirect=x')).toBe('/m/login');
    expect(redirectTarget('?redirect=%2Fm%2FvoucherCenter')).toBe('/m/voucherCenter');
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/m/home');
    expect(redirectTarget('')).toBe('/m/home');
  });
});

describe('ui', () => {
  it('debounces language changes by 250 ms and notifies subscribers once', async () => {
    vi.useFakeTimers();
    const { root, platform } = build();
    const seen: string[] = [];
    root.ui.onLanguageChange((l) => seen.push(l));
    root.ui.setLocale('en');
    await vi.advanceTimersByTimeAsync(100);
    root.ui.setLocale('th');
    await vi.advanceTimersByTimeAsync(249);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['th']);
    await vi.advanceTimersByTimeAsync(10);
    expect(platform.callsTo('siteSettings').at(-1)!.input.language).toBe('TH');
  });

  it('remembers the ?merchant= override and sends it as X-Merchant-Code', async () => {
    const { root, storages, platform } = build();
    root.ui.applyMerchantParam('?merchant=Lumen');
    expect(storages.local.getItem(StorageKeys.testMerchant)).toBe('lumen');
    await root.start();
    expect(platform.calls[0]!.headers['X-Merchant-Code']).toBe('lumen');
    root.ui.applyMerchantParam('?merchant=');
    expect(storages.local.getItem(StorageKeys.testMerchant)).toBeNull();
  });

  it('caps badges at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
