import { describe, expect, it } from 'vitest';
import { lazyScreen, preloadScreen } from './screens';

const LAZY = Symbol.for('react.lazy');
const isLazy = (component: unknown) => (component as { $$typeof?: symbol }).$$typeof === LAZY;

describe('screens', () => {
  it('hands out a screen whose module has arrived as itself, so its first render does not suspend', async () => {
    await preloadScreen('settings/SettingsScreen');
    const screen = lazyScreen('settings/SettingsScreen');
    expect(screen).not.toBeNull();
    expect(isLazy(screen)).toBe(false);
    const module = await import('../screens/settings/SettingsScreen');
    expect(screen).toBe(module.default);
  });

  it('keeps the lazy component it handed out before the module arrived (the page never remounts)', async () => {
    const before = lazyScreen('vip/VipBenefitsScreen');
    expect(isLazy(before)).toBe(true);
    await preloadScreen('vip/VipBenefitsScreen');
    expect(lazyScreen('vip/VipBenefitsScreen')).toBe(before);
  });

  it('makes a fresh lazy component for a retry, and nothing for a screen that does not exist', async () => {
    await preloadScreen('settings/SettingsScreen');
    expect(isLazy(lazyScreen('settings/SettingsScreen', 1))).toBe(true);
    expect(lazyScreen('nowhere/NoScreen')).toBeNull();
  });
});
