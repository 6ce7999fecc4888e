// One form field: its value, the message of its last check and how it is checked. A field that
// shows an error is checked again as it is edited, so the message goes away once it is fixed.
import { makeAutoObservable } from 'mobx';
import type { FieldError } from './rules';

export type Check = (value: string) => FieldError | null;

export class FormField {
  value: string;
  error: FieldError | null = null;

  constructor(
    readonly name: string,
    private check: Check = () => null,
    initial = '',
  ) {
    this.value = initial;
    makeAutoObservable<FormField, 'check'>(this, { name: false, check: false });
  }

  set(value: string) {
    this.value = value;
    if (this.error) this.error = this.check(value);
  }

  /** Checks the value now; true when it passes. */
  validate(): boolean {
    this.error = this.check(this.value);
    return this.error === null;
  }

  /** An error the platform reported for this field. */
  setError(error: FieldError | null) {
    this.error = error;
  }

  setCheck(check: Check) {
    this.check = check;
  }

  get filled() {
    return this.value !== '';
  }

  reset(value = '') {
    this.value = value;
    this.error = null;
  }
}

/**
 * Checks fields in display order; returns the name of the first that fails (it gets the focus,
 * SPEC §5) or null when all pass. Every field is checked, so all messages show at once.
 */
export function validateAll(fields: readonly FormField[]): string | null {
  let first: string | null = null;
  for (const f of fields) if (!f.validate() && first === null) first = f.name;
  return first;
}
