import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../storage';
import { SMS_COOLDOWN_KEY, SmsCooldown } from './SmsCooldown';
import { FakeClock } from './testing';

describe('SMS cooldown (SPEC §4, §9)', () => {
  it('is idle, then counts down in 500 ms ticks until the expiry', () => {
    const clock = new FakeClock();
    const c = new SmsCooldown('login', new MemoryStorage(), clock);
    expect(c.canSend).toBe(true);
    expect(c.begin()).toBe(true);
    expect(c.begin()).toBe(false); // a double tap sends once
    c.end(60);
    expect(c.secondsLeft).toBe(60);
    expect(c.canSend).toBe(false);
    clock.advance(500);
    expect(c.secondsLeft).toBe(60);
    clock.advance(1000);
    expect(c.secondsLeft).toBe(59);
    clock.advance(58_500);
    expect(c.secondsLeft).toBe(0);
    expect(c.canSend).toBe(true);
    expect(clock.active).toBe(0);
  });

  it('resumes a cooldown that was on after a dispose, and leaves an idle one untouched', () => {
    const clock = new FakeClock();
    const c = new SmsCooldown('login', new MemoryStorage(), clock);
    const changes: number[] = [];
    const stop = reaction(
      () => c.now,
      (now) => changes.push(now),
    );
    clock.advance(1_000);
    c.resume();
    expect(changes).toEqual([]);
    expect(clock.active).toBe(0);
    c.begin();
    c.end(30);
    c.dispose();
    clock.advance(10_000);
    c.resume();
    expect(c.secondsLeft).toBe(20);
    expect(clock.active).toBe(1);
    stop();
    c.dispose();
  });

  it('survives a reload: the expiry timestamp is stored', () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const first = new SmsCooldown('register', storage, clock);
    first.begin();
    first.end(30);
    first.dispose();
    clock.advance(10_000);
    const reloaded = new SmsCooldown('register', storage, clock);
    expect(reloaded.secondsLeft).toBe(20);
    expect(reloaded.canSend).toBe(false);
    // Another purpose is not affected.
    expect(new SmsCooldown('reset', storage, clock).canSend).toBe(true);
    expect(JSON.parse(storage.getItem(SMS_COOLDOWN_KEY)!)).toHaveProperty('register');
  });

  it('uses the default 60 s when the platform gives no canSendTime, and none after a failure', () => {
    const clock = new FakeClock();
    const c = new SmsCooldown('login', new MemoryStorage(), clock);
    c.begin();
    c.end();
    expect(c.canSend).toBe(true);
    c.begin();
    c.end(0);
    expect(c.secondsLeft).toBe(60);
  });
});
