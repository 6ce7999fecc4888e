// The deposit form: a channel, an amount (typed or a preset) checked against the channel's limits
// as it is typed, the fee and the amount credited, and the order created once per intent.
import { makeAutoObservable, runInAction } from 'mobx';
import { walletCalls } from '@contract/calls/wallet';
import type { ResponseOf } from '@contract/define';
import { ApiError } from '../../api/errors';
import type { WalletDeps } from './deps';

export type DepositChannel = ResponseOf<typeof walletCalls.depositChannels>[number];
export type DepositOrder = ResponseOf<typeof walletCalls.createDeposit>;

/** Why the amount cannot be sent, or null when it can. */
export type AmountProblem = 'required' | 'format' | 'min' | 'max';

/** Up to two decimals, a point or a comma as the decimal separator; grouping is not typed. */
const AMOUNT_PATTERN = /^\d{1,9}([.,]\d{0,2})?$/;

/** Parses what the player typed: a number, or null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const t = text.trim();
  if (!AMOUNT_PATTERN.test(t)) return null;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

export class DepositForm {
  channelId: number | null = null;
  amountText = '';
  /** The player tried to send: problems show even on fields not yet typed in. */
  attempted = false;
  sending = false;
  /** The last creation's failure (kept with what was typed). */
  error: unknown = null;

  constructor(private readonly deps: WalletDeps) {
    makeAutoObservable<DepositForm, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get channels(): DepositChannel[] {
    return this.deps.channels();
  }

  /** The chosen channel; the first one until the player chooses. */
  get channel(): DepositChannel | null {
    return this.channels.find((c) => c.id === this.channelId) ?? this.channels[0] ?? null;
  }

  get amount(): number | null {
    return parseAmount(this.amountText);
  }

  get amountProblem(): AmountProblem | null {
    const ch = this.channel;
    if (!this.amountText.trim()) return 'required';
    const a = this.amount;
    if (a === null || a <= 0) return 'format';
    if (ch && a < ch.minAmount) return 'min';
    if (ch && a > ch.maxAmount) return 'max';
    return null;
  }

  /** The problem to show now: as soon as something is typed, or after a try to send. */
  get shownAmountProblem(): AmountProblem | null {
    const p = this.amountProblem;
    if (p === 'required' && !this.attempted) return null;
    return p;
  }

  /** The fee the channel charges on the amount (0 without a valid amount). */
  get fee(): number {
    const a = this.amount;
    if (a === null || !this.channel) return 0;
    return round2((a * this.channel.feeRate) / 100);
  }

  /** What reaches the wallet: the amount less the fee. */
  get credited(): number {
    const a = this.amount;
    return a === null ? 0 : round2(a - this.fee);
  }

  get canSend(): boolean {
    return Boolean(this.channel) && this.amountProblem === null && !this.sending;
  }

  selectChannel(id: number) {
    this.channelId = id;
    this.error = null;
  }

  setAmount(text: string) {
    this.amountText = text;
    this.error = null;
  }

  pickPreset(amount: number) {
    this.setAmount(String(amount));
  }

  /**
   * Creates the order. The intent is the channel and the amount: a double tap shares one request,
   * and a retry after a timeout or a reload sends the same Idempotency-Key, so the platform makes
   * one order. Resolves to the order, or null (the failure is in `error`, what was typed is kept).
   */
  async submit(): Promise<DepositOrder | null> {
    this.attempted = true;
    const ch = this.channel;
    const amount = this.amount;
    if (!ch || amount === null || this.amountProblem !== null) return null;
    if (this.deps.isTrial()) {
      this.error = new ApiError('TRIAL_REFUSED', 0, 'free_reject');
      return null;
    }
    this.sending = true;
    this.error = null;
    try {
      const order = await this.deps.api.call(
        walletCalls.createDeposit,
        { channelId: ch.id, amount: round2(amount) },
        { intent: `deposit:${ch.id}:${round2(amount).toFixed(2)}` },
      );
      runInAction(() => {
        this.sending = false;
        this.attempted = false;
      });
      return order;
    } catch (e) {
      runInAction(() => {
        this.sending = false;
        this.error = e;
      });
      return null;
    }
  }

  /** A finished deposit: the next one starts with the same channel and an empty amount. */
  clearAmount() {
    this.amountText = '';
    this.attempted = false;
    this.error = null;
  }
}
