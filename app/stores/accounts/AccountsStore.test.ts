import { describe, expect, it } from 'vitest';
import { createShellPlatform } from '../../testing/fakeTransport';
import { siteSettingsFixture } from '../../testing/fixtures';
import { RootStore } from '../RootStore';
import { memoryStorages } from '../storage';

async function rootWith(directRegister: boolean) {
  const platform = createShellPlatform({
    handlers: {
      siteSettings: () => {
        const s = siteSettingsFixture('aurum');
        return { ...s, whitelabel: { ...s.whitelabel, DIRECTREG3: directRegister } };
      },
    },
  });
  const root = new RootStore({ transport: platform.transport, storages: memoryStorages() });
  const navigations: string[] = [];
  root.setNavigator((to) => navigations.push(to));
  await root.start();
  return { root, accounts: root.features.accounts, navigations };
}

describe('AccountsStore (register modal, SPEC §4)', () => {
  it('opens the modal where a host is mounted and DIRECTREG3 is on', async () => {
    const { accounts, navigations } = await rootWith(true);
    const [, remove] = accounts.addHost();
    expect(accounts.isHideRegister).toBe(false);
    expect(accounts.openRegister()).toBe(true);
    expect(accounts.showRegister).toBe(true);
    expect(accounts.registerSuccess).toBe(false);
    accounts.registered();
    expect(accounts.registerSuccess).toBe(true);
    accounts.closeRegister();
    expect(accounts.showRegister).toBe(false);
    expect(accounts.registerSuccess).toBe(false);
    expect(navigations).toEqual([]);
    remove();
  });

  it('hides the modal where the merchant has direct registration off: the page instead', async () => {
    const { accounts, navigations } = await rootWith(false);
    accounts.addHost();
    expect(accounts.isHideRegister).toBe(true);
    expect(accounts.openRegister()).toBe(false);
    expect(accounts.showRegister).toBe(false);
    expect(navigations).toEqual(['/m/register']);
  });

  it('goes to the page when no host is mounted; the first mounted host draws the modal', async () => {
    const { accounts, navigations } = await rootWith(true);
    expect(accounts.openRegister()).toBe(false);
    expect(navigations).toEqual(['/m/register']);
    const [first, removeFirst] = accounts.addHost();
    const [second, removeSecond] = accounts.addHost();
    expect(accounts.hosts[0]).toBe(first);
    removeFirst();
    expect(accounts.hosts[0]).toBe(second);
    accounts.openRegister();
    removeSecond();
    expect(accounts.showRegister).toBe(false);
  });

  it('closes at logout or expiry (reset)', async () => {
    const { root, accounts } = await rootWith(true);
    accounts.addHost();
    accounts.openRegister();
    root.resetUserData();
    expect(accounts.showRegister).toBe(false);
  });
});
