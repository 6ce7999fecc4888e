// The member's bank cards as the platform lists them, with adding one (the same BankCardForm the
// withdraw page fills) and removing one. The security center shows them; `version` moves after
// every change the platform confirmed, so whatever summarises the cards can read them again.
import { makeAutoObservable, runInAction } from 'mobx';
import { walletCalls } from '@contract/calls/wallet';
import type { ResponseOf } from '@contract/define';
import { Loader } from '../load';
import type { WalletDeps } from './deps';
import { BankCardForm } from './WithdrawForm';

export type BankCard = ResponseOf<typeof walletCalls.bankCards>[number];

export class BankCardList {
  cards: BankCard[] = [];
  readonly load = new Loader({ keepOnError: true });
  /** The add form is open. */
  adding = false;
  /** The card whose removal is on its way (null: none). */
  removing: number | null = null;
  /** The last refused removal. */
  removeError: { id: number; error: unknown } | null = null;
  /** Moves after each change the platform confirmed (a card added or removed). */
  version = 0;
  readonly form: BankCardForm;

  constructor(private readonly deps: WalletDeps) {
    this.form = new BankCardForm(deps, async () => {
      await this.fetch();
      runInAction(() => {
        this.adding = false;
        this.version++;
      });
    });
    makeAutoObservable<BankCardList, 'deps'>(
      this,
      { deps: false, load: false, form: false },
      { autoBind: true },
    );
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.deps.api.call(walletCalls.bankCards, {}),
      (cards) => (this.cards = cards),
    );
  }

  /** Opens or closes the add form; closing forgets what was typed in it. */
  startAdding(adding: boolean) {
    this.adding = adding;
    if (adding && this.form.banksLoad.state === 'idle') void this.form.loadBanks();
    if (!adding) this.form.clear();
  }

  /** Removes a card; resolves whether the platform did. A second tap while one is on its way does nothing. */
  async remove(id: number): Promise<boolean> {
    if (this.removing !== null) return false;
    this.removing = id;
    this.removeError = null;
    try {
      await this.deps.api.call(walletCalls.removeBankCard, { id });
      await this.fetch();
      runInAction(() => {
        this.removing = null;
        this.version++;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.removing = null;
        this.removeError = { id, error };
      });
      return false;
    }
  }

  reset() {
    this.form.clear();
    this.cards = [];
    this.load.reset();
    this.adding = false;
    this.removing = null;
    this.removeError = null;
  }
}
