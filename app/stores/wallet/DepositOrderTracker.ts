// One deposit order on the order screen: a countdown to its expiry and its status, refreshed
// until it is final. The platform's times are on its clock: the countdown runs from the offset
// between the platform and the device measured when the order was created (0 for a resumed one).
import { makeAutoObservable, runInAction } from 'mobx';
import { walletCalls } from '@contract/calls/wallet';
import { Loader } from '../load';
import type { WalletDeps } from './deps';
import type { DepositOrder } from './DepositForm';

/** How often a waiting order's status is asked for. */
export const ORDER_REFRESH_MS = 5000;
/** How far back the history is searched for a resumed order. */
const RESUME_PAGE_SIZE = 50;

export type OrderPhase = 'waiting' | 'success' | 'failed' | 'cancelled' | 'expired';

export function isFinal(status: DepositOrder['status']): boolean {
  return status === 'SUCCESS' || status === 'FAILED' || status === 'CANCELLED';
}

export class DepositOrderTracker {
  order: DepositOrder | null = null;
  /** The device's time, ticking every second while the order waits. */
  now: number;
  /** Platform time minus device time. */
  offset = 0;
  /** Loading a resumed order by its id. */
  readonly load = new Loader();
  /** The last status refresh failed (the screen says so; refreshing goes on). */
  refreshFailed = false;
  private tick: unknown = null;
  private poll: unknown = null;

  constructor(private readonly deps: WalletDeps) {
    this.now = deps.now();
    makeAutoObservable<DepositOrderTracker, 'deps' | 'tick' | 'poll'>(
      this,
      { deps: false, tick: false, poll: false, load: false },
      { autoBind: true },
    );
  }

  /** Follows an order just created (its createdAt is the platform's now). */
  follow(order: DepositOrder) {
    this.offset = order.createdAt - this.deps.now();
    this.order = order;
    this.load.reset();
    this.start();
  }

  /** Finds an order of the member's by id (a resumed deposit, or a reload of the order screen). */
  async resume(orderId: string) {
    if (this.order?.orderId === orderId) return this.start();
    this.order = null;
    await this.load.run(
      () => this.deps.api.call(walletCalls.depositOrders, { pageNo: 1, pageSize: RESUME_PAGE_SIZE }),
      (page) => {
        this.order = page.content.find((o) => o.orderId === orderId) ?? null;
      },
    );
    this.start();
  }

  /** The platform's time now (the device's, corrected by the offset seen when the order came). */
  platformNow(): number {
    return this.deps.now() + this.offset;
  }

  /** Milliseconds until the order expires on the platform's clock (0 once past). */
  get msLeft(): number {
    if (!this.order) return 0;
    return Math.max(0, this.order.expiresAt - (this.now + this.offset));
  }

  get phase(): OrderPhase {
    const o = this.order;
    if (!o) return 'waiting';
    if (o.status === 'SUCCESS') return 'success';
    if (o.status === 'FAILED') return 'failed';
    if (o.status === 'CANCELLED') return this.now + this.offset >= o.expiresAt ? 'expired' : 'cancelled';
    return this.msLeft > 0 ? 'waiting' : 'expired';
  }

  /** Asks the platform for the order's status now. */
  async refresh() {
    const id = this.order?.orderId;
    if (!id) return;
    try {
      const page = await this.deps.api.call(walletCalls.depositOrders, {
        pageNo: 1,
        pageSize: RESUME_PAGE_SIZE,
      });
      const found = page.content.find((o) => o.orderId === id);
      const wasFinal = this.order ? isFinal(this.order.status) : false;
      const ended = found && isFinal(found.status) && !wasFinal;
      if (ended) this.stop();
      // A success shows the new balance: it is read before the end state shows, never after.
      if (ended && found.status === 'SUCCESS') await this.deps.reloadBalance();
      runInAction(() => {
        this.refreshFailed = false;
        if (found && this.order?.orderId === id) this.order = found;
      });
    } catch {
      runInAction(() => {
        this.refreshFailed = true;
      });
    }
  }

  private start() {
    this.stop();
    if (!this.order || isFinal(this.order.status)) return;
    this.now = this.deps.now();
    this.tick = this.deps.setInterval(() => this.setNow(this.deps.now()), 1000);
    this.poll = this.deps.setInterval(() => void this.refresh(), ORDER_REFRESH_MS);
  }

  private setNow(now: number) {
    this.now = now;
    // Past the expiry there is nothing left to count; one last refresh tells how it ended.
    if (this.msLeft === 0) {
      this.stop();
      void this.refresh();
    }
  }

  /** Stops counting and refreshing (the order screen closed, or the order is final). */
  stop() {
    if (this.tick !== null) this.deps.clearInterval(this.tick);
    if (this.poll !== null) this.deps.clearInterval(this.poll);
    this.tick = null;
    this.poll = null;
  }

  /** Leaves the order screen. */
  close() {
    this.stop();
    this.order = null;
    this.load.reset();
  }
}
