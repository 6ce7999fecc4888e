import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../storage';
import { REMEMBERED_LOGIN_KEY, RememberedLoginRepository } from './rememberedLogin';

describe('remembered login', () => {
  it('keeps method, username and dialing code per method, and the last method', () => {
    const storage = new MemoryStorage();
    const repo = new RememberedLoginRepository(storage);
    repo.remember({ type: 'username', username: 'demo_member', countryDialingCode: '+55' });
    repo.remember({ type: 'sms', username: '11987654321', countryDialingCode: '+55' });
    expect(repo.read()).toEqual({
      last: 'sms',
      entries: {
        username: { type: 'username', username: 'demo_member', countryDialingCode: '+55' },
        sms: { type: 'sms', username: '11987654321', countryDialingCode: '+55' },
      },
    });
    repo.forget('sms');
    expect(repo.get('sms')).toBeUndefined();
    expect(repo.get('username')?.username).toBe('demo_member');
  });

  it('never writes a password, even when handed one', () => {
    const storage = new MemoryStorage();
    const repo = new RememberedLoginRepository(storage);
    repo.remember({
      type: 'username',
      username: 'u1',
      countryDialingCode: '',
      password: 'demo1234',
    } as never);
    expect(storage.getItem(REMEMBERED_LOGIN_KEY)).not.toContain('demo1234');
    expect(storage.getItem(REMEMBERED_LOGIN_KEY)).not.toContain('password');
  });

  it('drops a password an older version left behind and survives garbage', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      REMEMBERED_LOGIN_KEY,
      JSON.stringify({
        last: 'username',
        entries: { username: { type: 'username', username: 'u', countryDialingCode: '', password: 'x' } },
      }),
    );
    const repo = new RememberedLoginRepository(storage);
    expect(repo.get('username')).toEqual({ type: 'username', username: 'u', countryDialingCode: '' });
    storage.setItem(REMEMBERED_LOGIN_KEY, '{nope');
    expect(repo.read()).toBeNull();
  });
});
