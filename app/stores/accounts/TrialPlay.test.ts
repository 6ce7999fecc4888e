import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { StorageKeys } from '../storage';
import { fakeApi, fakeDeps } from './testing';
import { TrialPlay } from './TrialPlay';

describe('TrialPlay', () => {
  it('creates a trial account, starts its session as type 4 and keeps trialName', async () => {
    const t = fakeDeps();
    const trial = new TrialPlay(t.deps);
    expect(await trial.start()).toBe(true);
    expect(t.started[0]?.info).toMatchObject({ userName: 'guest_8812', type: 4, merchantCode: 'aurum' });
    expect(t.storages.session.getItem(StorageKeys.trialName)).toBe('guest_8812');
    expect(trial.trialName).toBe('guest_8812');
    expect(t.ui.loadingOpen).toBe(0);
  });

  it('sends one request however often it is tapped', async () => {
    let release = () => {};
    const api = fakeApi({
      trial: () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ token: 't', userName: 'trial_000001', customerType: 4, expiresAt: 1_900_000_000_000 });
        }),
    });
    const t = fakeDeps({ api: api.api });
    const trial = new TrialPlay(t.deps);
    const first = trial.start();
    expect(await trial.start()).toBe(false);
    expect(trial.starting).toBe(true);
    release();
    expect(await first).toBe(true);
    expect(api.count('trial')).toBe(1);
  });

  it('keeps a failure to show, starts nothing, and tries again on the next tap', async () => {
    let fail = true;
    const api = fakeApi({
      trial: async () => {
        if (fail) throw new ApiError('NETWORK', 0, 'err_network');
        return { token: 't', userName: 'trial_000002', customerType: 4, expiresAt: 1_900_000_000_000 };
      },
    });
    const t = fakeDeps({ api: api.api });
    const trial = new TrialPlay(t.deps);
    expect(await trial.start()).toBe(false);
    expect((trial.error as ApiError).code).toBe('NETWORK');
    expect(t.started).toHaveLength(0);
    expect(t.ui.loadingOpen).toBe(0);
    fail = false;
    expect(await trial.start()).toBe(true);
    expect(trial.error).toBeNull();
  });

  it('names a trial session without trialName by its user name', () => {
    const t = fakeDeps({
      session: {
        token: 't',
        merchantCode: 'aurum',
        userName: 'trial_123456',
        type: 4,
        firstTimeLogin: false,
      },
    });
    expect(new TrialPlay(t.deps).trialName).toBe('trial_123456');
  });
});
