// The security center's store: the platform's security list (what is set up, a score), the level
// and the next thing to do that follow from it, the recent sign-ins with 'sign out other sessions',
// and the forms that change each item (payment password, mobile number, e-mail, real name; bank
// cards are the wallet feature's list). Everything shown is the platform's answer: a change is
// announced only once the platform confirmed it, and the list is read again after it.
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { authCalls } from '@contract/calls/auth';
import { memberCalls } from '@contract/calls/member';
import type { ResponseOf } from '@contract/define';
import type { MessageDescriptor } from 'react-intl';
import type { ApiClient } from '../../api/client';
import { AccountSettings } from '../accounts/AccountSettings';
import type { AccountsDeps } from '../accounts/deps';
import type { FeatureStore } from '../features';
import { Loader } from '../load';
import { ToastDuration } from '../UiStore';
import type { BankCard, BankCardList } from '../wallet/BankCardList';
import type { WalletDeps } from '../wallet/deps';
import { PaymentPasswordSetup } from '../wallet/WithdrawForm';
import { BindEmailForm, BindMobileForm, RealNameForm, type BindFormDeps } from './BindForms';
import { removeCardMessage, securityStoreMessages as m, signedOutMessage } from './messages';

export type SecurityOverview = ResponseOf<typeof memberCalls.securityCenter>;
export type SecurityItem = SecurityOverview['items'][number];
export type SecurityItemKey = SecurityItem['key'];
export type LoginRecord = ResponseOf<typeof memberCalls.loginHistory>['logins'][number];
/** How well the account is protected, from the platform's score. */
export type SecurityLevel = 'low' | 'medium' | 'high';

/** Scores from which the level is medium and high (the platform scores 0 to 100). */
export const LEVEL_FROM = { medium: 50, high: 100 } as const;

export interface SecurityDeps {
  api: Pick<ApiClient, 'call'>;
  accounts: AccountsDeps;
  /** The wallet feature's: the payment password form and the bank cards. */
  wallet: WalletDeps;
  cards: BankCardList;
}

export class SecurityCenter implements FeatureStore {
  overview: SecurityOverview | null = null;
  readonly load = new Loader({ keepOnError: true });
  logins: LoginRecord[] | null = null;
  readonly loginsLoad = new Loader({ keepOnError: true });
  /** 'Sign out other sessions' is on its way. */
  signingOut = false;
  /** Its last refusal. */
  signOutError: unknown = null;
  readonly settings: AccountSettings;
  readonly paymentPassword: PaymentPasswordSetup;
  readonly mobile: BindMobileForm;
  readonly email: BindEmailForm;
  readonly realName: RealNameForm;
  private readonly stopWatchingCards: () => void;
  /** A confirmation is open or its request on its way (a second tap asks nothing twice). */
  private busy = false;

  constructor(private readonly deps: SecurityDeps) {
    this.settings = new AccountSettings(deps.accounts.api);
    this.paymentPassword = new PaymentPasswordSetup(
      deps.wallet,
      () => this.confirmed(m.paymentPasswordSet),
      () => this.isSet('paymentPassword'),
    );
    const forms = (key: SecurityItemKey, done: MessageDescriptor): BindFormDeps => ({
      api: deps.api,
      accounts: deps.accounts,
      settings: this.settings,
      bound: () => this.isSet(key),
      hasLoginPassword: () => this.isSet('loginPassword'),
      done: () => this.confirmed(done),
    });
    this.mobile = new BindMobileForm(forms('mobile', m.mobileBound));
    this.email = new BindEmailForm(forms('email', m.emailBound));
    this.realName = new RealNameForm(forms('realName', m.realNameSaved));
    makeAutoObservable<SecurityCenter, 'deps' | 'stopWatchingCards' | 'busy'>(
      this,
      {
        deps: false,
        load: false,
        loginsLoad: false,
        settings: false,
        paymentPassword: false,
        mobile: false,
        email: false,
        realName: false,
        stopWatchingCards: false,
        busy: false,
      },
      { autoBind: true },
    );
    // A card added or removed (here or on the withdraw page) changes the list's bank card item.
    this.stopWatchingCards = reaction(
      () => deps.cards.version,
      () => void this.fetchOverview(),
    );
  }

  get cards(): BankCardList {
    return this.deps.cards;
  }

  /** Everything the screen shows: the list, the sign-ins, the cards and the merchant's rules. */
  async fetch(): Promise<void> {
    this.mobile.mobile.resume();
    this.email.resume();
    await Promise.all([
      this.fetchOverview(),
      this.fetchLogins(),
      this.deps.cards.fetch(),
      this.settings.load(),
    ]);
  }

  fetchOverview(): Promise<boolean> {
    return this.load.run(
      () => this.deps.api.call(memberCalls.securityCenter, {}),
      (overview) => (this.overview = overview),
    );
  }

  fetchLogins(): Promise<boolean> {
    return this.loginsLoad.run(
      () => this.deps.api.call(memberCalls.loginHistory, {}),
      ({ logins }) => (this.logins = logins),
    );
  }

  item(key: SecurityItemKey): SecurityItem | undefined {
    return this.overview?.items.find((i) => i.key === key);
  }

  isSet(key: SecurityItemKey): boolean {
    return this.item(key)?.set ?? false;
  }

  get level(): SecurityLevel {
    const score = this.overview?.score ?? 0;
    return score >= LEVEL_FROM.high ? 'high' : score >= LEVEL_FROM.medium ? 'medium' : 'low';
  }

  /** What to set up next: the first item not set, in the platform's order (it ranks them). */
  get next(): SecurityItemKey | null {
    return this.overview?.items.find((i) => !i.set)?.key ?? null;
  }

  /** A change the platform confirmed: said so, and the list read again. */
  private async confirmed(message: MessageDescriptor): Promise<void> {
    this.deps.accounts.ui.showToast(message, { kind: 'success', duration: ToastDuration.normal });
    await this.fetchOverview();
  }

  /**
   * Ends every other session of the member after a confirmation; resolves whether the platform did.
   * A second tap while the question is open or the request on its way does nothing.
   */
  async signOutOthers(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.signOutError = null;
    try {
      const sure = await this.deps.accounts.ui.confirm({
        title: m.signOutTitle,
        message: m.signOutBody,
        confirmLabel: m.signOutConfirm,
        cancelLabel: m.cancel,
      });
      if (!sure) return false;
      runInAction(() => (this.signingOut = true));
      const { ended } = await this.deps.api.call(authCalls.signOutOthers, {});
      this.deps.accounts.ui.showToast(signedOutMessage, {
        kind: 'success',
        duration: ToastDuration.normal,
        values: { count: ended },
      });
      await this.fetchLogins();
      return true;
    } catch (error) {
      runInAction(() => (this.signOutError = error));
      return false;
    } finally {
      this.busy = false;
      runInAction(() => (this.signingOut = false));
    }
  }

  /** Removes a bank card after a confirmation naming it; resolves whether the platform did. */
  async removeCard(card: BankCard): Promise<boolean> {
    if (this.busy || this.deps.cards.removing !== null) return false;
    this.busy = true;
    try {
      const sure = await this.deps.accounts.ui.confirm({
        title: m.removeCardTitle,
        message: removeCardMessage,
        values: { card: `${card.bankName} ${card.accountNumber}` },
        confirmLabel: m.removeCardConfirm,
        cancelLabel: m.cancel,
      });
      if (!sure) return false;
      const done = await this.deps.cards.remove(card.id);
      if (done)
        this.deps.accounts.ui.showToast(m.cardRemoved, { kind: 'success', duration: ToastDuration.normal });
      return done;
    } finally {
      this.busy = false;
    }
  }

  /** Logout or expiry: nothing of the member's stays, typed digits and passwords included. */
  reset() {
    this.overview = null;
    this.load.reset();
    this.logins = null;
    this.loginsLoad.reset();
    this.signOutError = null;
    this.paymentPassword.clear();
    this.mobile.close();
    this.email.close();
    this.realName.close();
  }

  dispose() {
    this.stopWatchingCards();
    this.mobile.dispose();
    this.email.dispose();
  }
}
