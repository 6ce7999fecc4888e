// The SMS code button's cooldown (SPEC §4, §9): idle shows the fetch label; after a send it shows
// the seconds left and stays disabled until the expiry, polled every 500 ms. The expiry is kept as
// a timestamp in localStorage, so a reload does not let the visitor ask again early.
import { makeAutoObservable, runInAction } from 'mobx';
import type { KeyValueStorage } from '../storage';

export const SMS_COOLDOWN_KEY = 'MC_SMS_COOLDOWN';
/** SPEC §9: the countdown ticks every 500 ms. */
export const SMS_TICK_MS = 500;
/** SPEC §9: default canSendTime, seconds. */
export const DEFAULT_CAN_SEND_SECONDS = 60;

/** What a code is for (each has its own cooldown): the accounts forms, and the security center's
 * binding of a mobile number (`bind`) or an e-mail address (`email`). */
export const SMS_PURPOSES = ['login', 'register', 'reset', 'bind', 'email'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export interface Clock {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

function readAll(storage: KeyValueStorage): Partial<Record<SmsPurpose, number>> {
  try {
    const parsed = JSON.parse(storage.getItem(SMS_COOLDOWN_KEY) ?? '{}') as Record<string, unknown>;
    const out: Partial<Record<SmsPurpose, number>> = {};
    for (const k of SMS_PURPOSES) if (typeof parsed[k] === 'number') out[k] = parsed[k];
    return out;
  } catch {
    return {};
  }
}

export class SmsCooldown {
  /** Epoch ms when another code may be requested; 0 when idle. */
  until = 0;
  now: number;
  /** A request is on its way (the button is disabled; a double tap sends nothing twice). */
  sending = false;
  private timer: unknown = null;

  constructor(
    private readonly purpose: SmsPurpose,
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock = realClock,
  ) {
    this.now = clock.now();
    const saved = readAll(storage)[purpose] ?? 0;
    makeAutoObservable<SmsCooldown, 'purpose' | 'storage' | 'clock' | 'timer'>(this, {
      purpose: false,
      storage: false,
      clock: false,
      timer: false,
    });
    if (saved > this.now) {
      this.until = saved;
      this.startTicking();
    }
  }

  /** Whole seconds left (rounded up); 0 when the button is idle. */
  get secondsLeft() {
    return this.until > this.now ? Math.ceil((this.until - this.now) / 1000) : 0;
  }

  get coolingDown() {
    return this.secondsLeft > 0;
  }

  get canSend() {
    return !this.coolingDown && !this.sending;
  }

  /** Marks the start of a request; false when one is already running or the cooldown is on. */
  begin(): boolean {
    if (!this.canSend) return false;
    this.sending = true;
    return true;
  }

  /** The request ended: on success start the cooldown of `seconds`. */
  end(seconds?: number) {
    this.sending = false;
    if (seconds === undefined) return;
    this.start(seconds > 0 ? seconds : DEFAULT_CAN_SEND_SECONDS);
  }

  /** Starts (or extends) a cooldown, e.g. from the platform's retryAfter. */
  start(seconds: number) {
    this.now = this.clock.now();
    this.until = this.now + seconds * 1000;
    const all = readAll(this.storage);
    all[this.purpose] = this.until;
    this.storage.setItem(SMS_COOLDOWN_KEY, JSON.stringify(all));
    this.startTicking();
  }

  /** Starts ticking again after a dispose (a screen mounted again) while a cooldown is on. */
  resume() {
    // Idle, nothing counts down: the clock is left alone, so a screen opening with no cooldown on
    // (which resumes it) does not render again for a time nothing shows.
    if (this.until === 0) return;
    this.now = this.clock.now();
    if (this.until > this.now) this.startTicking();
  }

  private startTicking() {
    if (this.timer !== null) return;
    this.timer = this.clock.setInterval(() => this.tick(), SMS_TICK_MS);
  }

  tick() {
    this.now = this.clock.now();
    if (this.now >= this.until) {
      this.until = 0;
      const all = readAll(this.storage);
      delete all[this.purpose];
      this.storage.setItem(SMS_COOLDOWN_KEY, JSON.stringify(all));
      this.stopTicking();
    }
  }

  private stopTicking() {
    if (this.timer === null) return;
    this.clock.clearInterval(this.timer);
    this.timer = null;
  }

  dispose() {
    runInAction(() => this.stopTicking());
  }
}
