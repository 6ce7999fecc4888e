// The reality check: every N minutes of a session (the player's choice, kept by the platform) a
// prompt over whatever is on screen, a running game included, with the time played and the net
// result of the session, 'continue' or 'stop playing'. The prompt waits its turn in the UI store's
// modal queue like every other prompt. Time played is the platform's (the device clock may differ);
// the device only counts down to the next check.
import { responsibleGamingCalls } from '@contract/calls/responsibleGaming';
import type { ResponseOf } from '@contract/define';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../api/client';
import type { UiStore } from '../UiStore';
import { realityCheckMessages as m } from './messages';

export type RgSession = ResponseOf<typeof responsibleGamingCalls.rgSession>;

export interface RealityCheckDeps {
  api: Pick<ApiClient, 'call'>;
  ui: Pick<UiStore, 'confirm'>;
  /** Formats the net result in the merchant's currency. */
  money: (amount: number) => string;
  /** 'Stop playing': ends the session. */
  stop: () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

const MINUTE = 60_000;

export class RealityCheck {
  /** The interval in minutes; null while off or not known yet. */
  minutes: number | null = null;
  /** Whether the prompt is on its way or on screen. */
  asking = false;
  private timer: unknown = null;
  private running = false;

  constructor(private readonly deps: RealityCheckDeps) {
    makeAutoObservable<RealityCheck, 'deps' | 'timer' | 'running'>(
      this,
      { deps: false, timer: false, running: false },
      { autoBind: true },
    );
  }

  /** Starts (or restarts, after the interval changed) counting for the signed-in member. */
  async start(): Promise<void> {
    this.running = true;
    this.clear();
    let session: RgSession;
    try {
      session = await this.deps.api.call(responsibleGamingCalls.rgSession, {});
    } catch {
      // Without the platform's figures nothing is shown; the next start (navigation, setting) retries.
      return;
    }
    if (!this.running) return;
    this.schedule(session);
  }

  stop(): void {
    this.running = false;
    this.clear();
  }

  private clear() {
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(session: RgSession) {
    runInAction(() => (this.minutes = session.realityCheckMinutes));
    this.clear();
    const every = (session.realityCheckMinutes ?? 0) * MINUTE;
    if (!every) return;
    // The next multiple of the interval since the session began.
    const wait = every - (session.playedMs % every);
    this.timer = this.deps.setTimeout(() => void this.ask(), Math.max(1000, wait));
  }

  /** Asks now (when the interval is due): the platform's figures, then the prompt. */
  async ask(): Promise<void> {
    this.timer = null;
    if (!this.running || this.asking) return;
    let session: RgSession;
    try {
      session = await this.deps.api.call(responsibleGamingCalls.rgSession, {});
    } catch {
      // The platform did not answer: try again in a minute rather than show no figures.
      this.timer = this.deps.setTimeout(() => void this.ask(), MINUTE);
      return;
    }
    if (!this.running || !session.realityCheckMinutes) return this.schedule(session);
    runInAction(() => (this.asking = true));
    const played = Math.max(1, Math.round(session.playedMs / MINUTE));
    const goOn = await this.deps.ui.confirm({
      title: m.title,
      message: session.net < 0 ? m.bodyLost : m.bodyWon,
      values: {
        hours: Math.floor(played / 60),
        minutes: played % 60,
        amount: this.deps.money(Math.abs(session.net)),
      },
      confirmLabel: m.continue,
      cancelLabel: m.stop,
    });
    runInAction(() => (this.asking = false));
    if (!this.running) return;
    if (!goOn) {
      this.stop();
      this.deps.stop();
      return;
    }
    // The next check counts from the platform's session start, however long the prompt waited.
    await this.start();
  }
}
