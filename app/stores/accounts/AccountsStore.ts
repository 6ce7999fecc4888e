// The accounts feature store (root.features.accounts): the register modal of SPEC §4, with its
// flags showRegister, registerSuccess and isHideRegister. The modal is a quick sign-up without
// leaving the page (the trial member's 'Register now'); the dialog itself and its RegisterForm
// are loaded only when it opens (app/screens/accounts/RegisterModalHost.tsx), so this store stays
// small in the home route. Opening it mounts the form, which fetches its captchas.
import { makeAutoObservable } from 'mobx';
import type { FeatureStore } from '../features';
import type { RootStore } from '../RootStore';
import { pathTo } from '../../routes/routeTable';

/** SPEC §2: registration entry points only with the whitelabel flag DIRECTREG3. */
export const DIRECT_REGISTER_FLAG = 'DIRECTREG3';

export class AccountsStore implements FeatureStore {
  /** The register modal is open. */
  showRegister = false;
  /** The modal's registration went through (its success state shows; the member is logged in). */
  registerSuccess = false;
  /** Modal hosts currently mounted; the first one draws the dialog (so it is never drawn twice). */
  hosts: number[] = [];
  private nextHost = 1;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AccountsStore, 'root' | 'nextHost'>(this, { root: false, nextHost: false });
  }

  /** The merchant has direct registration off (DIRECTREG3): the quick modal is not offered. */
  get isHideRegister(): boolean {
    return !this.root.settings.isOn(DIRECT_REGISTER_FLAG);
  }

  /**
   * Opens the register modal. Where it is hidden (or no host is mounted) the member goes to the
   * registration page instead, so 'Register now' always leads somewhere. Returns whether the modal opened.
   */
  openRegister(): boolean {
    if (this.isHideRegister || this.hosts.length === 0) {
      this.root.navigate(pathTo('register'));
      return false;
    }
    this.registerSuccess = false;
    this.showRegister = true;
    return true;
  }

  /** The registration in the modal succeeded (the form has started the session). */
  registered() {
    this.registerSuccess = true;
  }

  closeRegister() {
    this.showRegister = false;
    this.registerSuccess = false;
  }

  /** A host mounts; returns its id and the function that unmounts it. */
  addHost(): [number, () => void] {
    const id = this.nextHost++;
    this.hosts.push(id);
    return [id, () => this.removeHost(id)];
  }

  private removeHost(id: number) {
    this.hosts = this.hosts.filter((h) => h !== id);
    if (this.hosts.length === 0) this.closeRegister();
  }

  /** Logout or session expiry: the modal closes. */
  reset() {
    this.closeRegister();
  }
}
