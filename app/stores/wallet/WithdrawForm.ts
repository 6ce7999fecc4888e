// The withdraw form: the member's balance, limits, daily count left and fee (withdrawInfo), the
// amount (with 'all'), the bank card, and the 6-digit payment password. The password lives only in
// this object's memory while typed and is cleared after each try: never stored, logged or put in a
// URL. A member without a payment password sets one here, and one without a card adds one, and the
// amount typed stays. Each refusal of the platform is kept by the field it concerns.
import { makeAutoObservable, runInAction } from 'mobx';
import { memberCalls } from '@contract/calls/member';
import { walletCalls } from '@contract/calls/wallet';
import type { ResponseOf } from '@contract/define';
import { ApiError } from '../../api/errors';
import { Loader } from '../load';
import type { WalletDeps } from './deps';
import { parseAmount, round2, type AmountProblem } from './DepositForm';

export type WithdrawInfo = ResponseOf<typeof walletCalls.withdrawInfo>;
export type WithdrawOrder = ResponseOf<typeof walletCalls.withdraw>;
export type Bank = ResponseOf<typeof walletCalls.banks>[number];

export type WithdrawField = 'amount' | 'bankCardId' | 'paymentPassword' | 'form';
export type WithdrawAmountProblem = AmountProblem | 'balance';

const SIX_DIGITS = /^\d{6}$/;
/** What a payment password field keeps of what is typed: up to six digits. */
const pinDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

/** Which field a platform refusal belongs to. */
export function fieldOf(error: unknown): WithdrawField {
  if (!(error instanceof ApiError)) return 'form';
  switch (error.code) {
    case 'PAYMENT_PASSWORD_INVALID':
    case 'RATE_LIMITED':
      return 'paymentPassword';
    // The member has no payment password (any more): the page turns to the step that sets one.
    case 'PAYMENT_PASSWORD_NOT_SET':
      return 'form';
    case 'INSUFFICIENT_BALANCE':
    case 'AMOUNT_OUT_OF_RANGE':
      return 'amount';
    case 'NOT_FOUND':
      return 'bankCardId';
    default: {
      const fields = error.flag('fields');
      if (fields && typeof fields === 'object') {
        const keys = Object.keys(fields);
        if (keys.includes('amount')) return 'amount';
        if (keys.includes('paymentPassword')) return 'paymentPassword';
        if (keys.includes('bankCardId')) return 'bankCardId';
      }
      return 'form';
    }
  }
}

export type PaymentPasswordField = 'oldPassword' | 'password' | 'confirmPassword' | 'form';

/**
 * Setting the payment password (new and confirmation), or changing it (the old one too, when
 * `hasPassword` says one is set: the withdraw page sets a first one, the security center both).
 * The digits live only in this object's memory; a refusal keeps them, `clear()` forgets them.
 */
export class PaymentPasswordSetup {
  old = '';
  password = '';
  confirm = '';
  attempted = false;
  sending = false;
  error: unknown = null;

  constructor(
    private readonly deps: WalletDeps,
    private readonly done: () => Promise<void>,
    private readonly hasPassword: () => boolean = () => false,
  ) {
    makeAutoObservable<PaymentPasswordSetup, 'deps' | 'done' | 'hasPassword'>(
      this,
      { deps: false, done: false, hasPassword: false },
      { autoBind: true },
    );
  }

  /** A payment password is set: the old one is asked for. */
  get changing(): boolean {
    return this.hasPassword();
  }

  get oldProblem(): 'format' | null {
    return this.attempted && this.changing && !SIX_DIGITS.test(this.old) ? 'format' : null;
  }

  get passwordProblem(): 'format' | 'same' | null {
    if (!this.attempted) return null;
    if (!SIX_DIGITS.test(this.password)) return 'format';
    return this.changing && this.password === this.old ? 'same' : null;
  }

  get confirmProblem(): 'mismatch' | null {
    return this.attempted && this.confirm !== this.password ? 'mismatch' : null;
  }

  /** The field the platform's refusal concerns. */
  get refusedField(): PaymentPasswordField | null {
    const e = this.error;
    if (!e) return null;
    if (e instanceof ApiError) {
      if (e.code === 'PAYMENT_PASSWORD_INVALID' || e.code === 'RATE_LIMITED')
        return this.changing ? 'oldPassword' : 'form';
      if (e.code === 'PASSWORD_SAME') return 'password';
      if (e.code === 'PASSWORD_MISMATCH') return 'confirmPassword';
      const fields = e.flag('fields');
      if (fields && typeof fields === 'object') {
        const key = Object.keys(fields)[0];
        if (key === 'oldPassword' || key === 'password' || key === 'confirmPassword') return key;
      }
    }
    return 'form';
  }

  setOld(v: string) {
    this.old = pinDigits(v);
    this.error = null;
  }

  setPassword(v: string) {
    this.password = pinDigits(v);
    this.error = null;
  }

  setConfirm(v: string) {
    this.confirm = pinDigits(v);
    this.error = null;
  }

  /** Forgets the digits typed and the last refusal (the form closed). */
  clear() {
    this.old = '';
    this.password = '';
    this.confirm = '';
    this.attempted = false;
    this.error = null;
  }

  async submit(): Promise<boolean> {
    this.attempted = true;
    if (this.oldProblem || this.passwordProblem || this.confirmProblem || this.sending) return false;
    this.sending = true;
    this.error = null;
    try {
      await this.deps.api.call(memberCalls.setPaymentPassword, {
        oldPassword: this.changing ? this.old : '',
        password: this.password,
        confirmPassword: this.confirm,
      });
      runInAction(() => {
        this.clear();
        this.sending = false;
      });
      await this.done();
      return true;
    } catch (e) {
      runInAction(() => {
        this.error = e;
        this.sending = false;
      });
      return false;
    }
  }
}

/** Adding a bank card: a bank of the merchant's currency, the holder, the number and the password. */
export class BankCardForm {
  bankCode = '';
  accountName = '';
  accountNumber = '';
  paymentPassword = '';
  attempted = false;
  sending = false;
  error: unknown = null;
  banks: Bank[] = [];
  readonly banksLoad = new Loader();

  constructor(
    private readonly deps: WalletDeps,
    private readonly done: (cardId: number) => Promise<void>,
  ) {
    makeAutoObservable<BankCardForm, 'deps' | 'done'>(
      this,
      { deps: false, done: false, banksLoad: false },
      { autoBind: true },
    );
  }

  async loadBanks() {
    await this.banksLoad.run(
      () => this.deps.api.call(walletCalls.banks, {}),
      (banks) => {
        this.banks = banks;
        if (!this.bankCode && banks[0]) this.bankCode = banks[0].code;
      },
    );
  }

  get problems(): Partial<
    Record<'accountName' | 'accountNumber' | 'paymentPassword', 'required' | 'format'>
  > {
    if (!this.attempted) return {};
    const p: Partial<Record<'accountName' | 'accountNumber' | 'paymentPassword', 'required' | 'format'>> = {};
    if (!this.accountName.trim()) p.accountName = 'required';
    else if (!/^[\p{L} .'-]{2,64}$/u.test(this.accountName.trim())) p.accountName = 'format';
    const n = this.accountNumber.replace(/\s+/g, '');
    if (!n) p.accountNumber = 'required';
    else if (!/^[0-9A-Za-z-]{6,34}$/.test(n)) p.accountNumber = 'format';
    if (!SIX_DIGITS.test(this.paymentPassword)) p.paymentPassword = 'format';
    return p;
  }

  /** The platform's refusal, by the field it names (a duplicate card is the number's). */
  get refusedField(): 'accountName' | 'accountNumber' | 'paymentPassword' | 'form' | null {
    const e = this.error;
    if (!e) return null;
    if (e instanceof ApiError) {
      if (e.code === 'CONFLICT') return e.flag('max') ? 'form' : 'accountNumber';
      if (e.code === 'PAYMENT_PASSWORD_INVALID' || e.code === 'RATE_LIMITED') return 'paymentPassword';
      const fields = e.flag('fields');
      if (fields && typeof fields === 'object') {
        const k = Object.keys(fields)[0];
        if (k === 'accountName' || k === 'accountNumber' || k === 'paymentPassword') return k;
      }
    }
    return 'form';
  }

  set(field: 'bankCode' | 'accountName' | 'accountNumber', value: string) {
    this[field] = value;
    this.error = null;
  }

  setPaymentPassword(v: string) {
    this.paymentPassword = pinDigits(v);
    this.error = null;
  }

  /** Forgets what was typed and the last refusal (the form closed). */
  clear() {
    this.accountName = '';
    this.accountNumber = '';
    this.paymentPassword = '';
    this.attempted = false;
    this.error = null;
  }

  async submit(): Promise<boolean> {
    this.attempted = true;
    if (Object.keys(this.problems).length || !this.bankCode || this.sending) return false;
    this.sending = true;
    try {
      const card = await this.deps.api.call(walletCalls.addBankCard, {
        bankCode: this.bankCode,
        accountName: this.accountName.trim(),
        accountNumber: this.accountNumber.replace(/\s+/g, ''),
        paymentPassword: this.paymentPassword,
      });
      runInAction(() => {
        this.accountName = '';
        this.accountNumber = '';
        this.paymentPassword = '';
        this.attempted = false;
        this.sending = false;
      });
      await this.done(card.id);
      return true;
    } catch (e) {
      runInAction(() => {
        this.error = e;
        // Cleared for the next try; what was sent passed the checks, so no field shows a mistake
        // of the player's until the next try (the refusal shows at its own field).
        this.paymentPassword = '';
        this.attempted = false;
        this.sending = false;
      });
      return false;
    }
  }
}

export class WithdrawForm {
  info: WithdrawInfo | null = null;
  readonly infoLoad = new Loader({ keepOnError: true });
  amountText = '';
  bankCardId: number | null = null;
  /** The payment password being typed: memory only, cleared after each try. */
  paymentPassword = '';
  attempted = false;
  sending = false;
  error: unknown = null;
  /** The last withdrawal made (its confirmation shows). */
  result: WithdrawOrder | null = null;
  readonly passwordSetup: PaymentPasswordSetup;
  readonly cardForm: BankCardForm;
  /** The member chose to add another card while having some. */
  addingCard = false;

  constructor(private readonly deps: WalletDeps) {
    // A step done answers the refusal that led to it: it no longer shows.
    this.passwordSetup = new PaymentPasswordSetup(deps, async () => {
      runInAction(() => {
        this.error = null;
      });
      await this.load();
    });
    this.cardForm = new BankCardForm(deps, async (id) => {
      await this.load();
      runInAction(() => {
        this.error = null;
        this.bankCardId = id;
        this.addingCard = false;
      });
    });
    makeAutoObservable<WithdrawForm, 'deps'>(
      this,
      { deps: false, infoLoad: false, passwordSetup: false, cardForm: false },
      { autoBind: true },
    );
  }

  async load() {
    await this.infoLoad.run(
      () => this.deps.api.call(walletCalls.withdrawInfo, {}),
      (info) => {
        this.info = info;
        if (!info.bankCards.some((c) => c.id === this.bankCardId)) {
          this.bankCardId = (info.bankCards.find((c) => c.isDefault) ?? info.bankCards[0])?.id ?? null;
        }
      },
    );
  }

  /** What the member must do before withdrawing: set a payment password, then add a card. */
  get step(): 'password' | 'card' | 'withdraw' {
    if (!this.info?.hasPaymentPassword) return 'password';
    if (!this.info.bankCards.length || this.addingCard) return 'card';
    return 'withdraw';
  }

  get amount(): number | null {
    return parseAmount(this.amountText);
  }

  get fee(): number {
    const a = this.amount;
    return a === null || !this.info ? 0 : round2((a * this.info.feeRate) / 100);
  }

  get amountProblem(): WithdrawAmountProblem | null {
    const info = this.info;
    if (!this.amountText.trim()) return 'required';
    const a = this.amount;
    if (a === null || a <= 0) return 'format';
    if (!info) return null;
    if (a < info.minAmount) return 'min';
    if (a > info.maxAmount) return 'max';
    if (a + this.fee > info.withdrawable) return 'balance';
    return null;
  }

  get shownAmountProblem(): WithdrawAmountProblem | null {
    const p = this.amountProblem;
    return p === 'required' && !this.attempted ? null : p;
  }

  get passwordProblem(): 'format' | null {
    return this.attempted && !SIX_DIGITS.test(this.paymentPassword) ? 'format' : null;
  }

  /** The refusal of the last try, by its field. */
  get refusedField(): WithdrawField | null {
    return this.error ? fieldOf(this.error) : null;
  }

  setAmount(text: string) {
    this.amountText = text;
    this.error = null;
    this.result = null;
  }

  /** 'All': the most the balance, the fee and the maximum allow. */
  all() {
    const info = this.info;
    if (!info) return;
    const byBalance = info.withdrawable / (1 + info.feeRate / 100);
    this.setAmount(String(Math.floor(Math.min(byBalance, info.maxAmount) * 100) / 100));
  }

  chooseCard(id: number) {
    this.bankCardId = id;
    this.error = null;
  }

  setPaymentPassword(v: string) {
    this.paymentPassword = pinDigits(v);
    this.error = null;
  }

  startAddingCard(adding: boolean) {
    this.addingCard = adding;
    if (adding) void this.cardForm.loadBanks();
  }

  async submit(): Promise<WithdrawOrder | null> {
    this.attempted = true;
    const amount = this.amount;
    const cardId = this.bankCardId;
    if (this.amountProblem || this.passwordProblem || amount === null || cardId === null || this.sending)
      return null;
    if (this.deps.isTrial()) {
      this.error = new ApiError('TRIAL_REFUSED', 0, 'free_reject');
      return null;
    }
    this.sending = true;
    this.error = null;
    const paymentPassword = this.paymentPassword;
    try {
      const order = await this.deps.api.call(
        walletCalls.withdraw,
        { amount: round2(amount), bankCardId: cardId, paymentPassword },
        { intent: `withdraw:${cardId}:${round2(amount).toFixed(2)}` },
      );
      runInAction(() => {
        this.result = order;
        this.amountText = '';
        this.paymentPassword = '';
        this.attempted = false;
        this.sending = false;
      });
      await Promise.all([this.deps.reloadBalance(), this.load()]);
      return order;
    } catch (e) {
      runInAction(() => {
        this.error = e;
        // As for a card: the cleared password is not the player's mistake.
        this.paymentPassword = '';
        this.attempted = false;
        this.sending = false;
      });
      // A refusal may come from a change on the platform since the page loaded (the balance, the
      // limits, today's count, the card, the payment password): what the page shows follows it.
      if (e instanceof ApiError && !e.transient) void this.load();
      return null;
    }
  }

  reset() {
    this.info = null;
    this.infoLoad.reset();
    this.amountText = '';
    this.paymentPassword = '';
    this.result = null;
    this.error = null;
    this.attempted = false;
  }
}
