// A new password and its confirmation, as registration, password reset and change password ask
// for them. The password follows the merchant's rule; the confirmation either must match it
// (its own messages, SPEC §5) or only be filled, where the form checks the match itself on submit
// (change password answers in the 'Confirmation' dialog).
import { makeAutoObservable } from 'mobx';
import type { AccountSettings } from './AccountSettings';
import { FormField } from './FormField';
import { accountMessages } from './messages';
import { asRequired, checkConfirmation, checkRule, findRule, type FieldRule } from './rules';

export interface NewPasswordOptions {
  /** The field names (focus and platform keys): e.g. newPassword / confirmNewPassword. */
  names: { password: string; confirmation: string };
  /** The merchant's password rule. */
  rule: () => FieldRule | undefined;
  /** 'matches': the confirmation is checked against the password; 'filled': only that it is there. */
  confirmation?: 'matches' | 'filled';
}

export class NewPasswordPair {
  readonly password: FormField;
  readonly confirmation: FormField;

  constructor({ names, rule, confirmation = 'matches' }: NewPasswordOptions) {
    const check = (v: string) => checkRule(asRequired(rule(), names.password), v);
    this.password = new FormField(names.password, check);
    this.confirmation = new FormField(names.confirmation, (v) =>
      confirmation === 'filled'
        ? v === ''
          ? accountMessages.enterPassword
          : null
        : checkConfirmation(this.password.value, v, check(this.password.value) === null),
    );
    makeAutoObservable(this, { password: false, confirmation: false });
  }

  get fields(): FormField[] {
    return [this.password, this.confirmation];
  }

  get matches() {
    return this.password.value === this.confirmation.value;
  }

  reset() {
    this.password.reset();
    this.confirmation.reset();
  }
}

/** A new login password follows the registration password rule, else the login one. */
export function newPasswordRule(settings: AccountSettings): FieldRule | undefined {
  return findRule(settings.registerRules, 'password') ?? findRule(settings.loginRules, 'loginPassword');
}
