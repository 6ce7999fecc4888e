// Validation of the accounts forms (SPEC §5). Registration and login fields are checked against
// the merchant's server-supplied rules (enabled, required, pattern, message, maxLength); an empty
// optional field passes. The fixed rules of the product (captcha, SMS code, mobile number,
// password confirmation) are here too. Every check returns null (valid) or the message to show.
import type { MessageDescriptor } from 'react-intl';
import { errorMessages } from '../../api/errorMessages';
import { accountMessages } from './messages';

/** One field rule as the platform sends it (register settings: `fields`, `loginFields`). */
export interface FieldRule {
  name: string;
  enabled: boolean;
  required: boolean;
  /** JavaScript regular expression source; '' for none. */
  pattern: string;
  /** Message key shown when the field is missing or fails the pattern. */
  message: string;
  /** 0 for no limit. */
  maxLength: number;
}

export type FieldError = MessageDescriptor;

/** Captcha answers: digits only, at most 6 (SPEC §5, §9). */
export const CAPTCHA_MAX = 6;
/** SMS codes: digits only, at most 10. */
export const SMS_CODE_MAX = 10;
/** Mobile numbers: at most 20 characters. */
export const MOBILE_MAX = 20;

const compiled = new Map<string, RegExp | null>();
/** The rule's pattern, compiled once; a pattern that does not compile is ignored (null). */
function patternOf(source: string): RegExp | null {
  if (!source) return null;
  if (!compiled.has(source)) {
    // Unicode mode, as the platform checks them (\p{L} in names); a source that only compiles
    // without it is still used.
    let re: RegExp | null = null;
    for (const flags of ['u', '']) {
      try {
        re = new RegExp(source, flags);
        break;
      } catch {
        re = null;
      }
    }
    compiled.set(source, re);
  }
  return compiled.get(source) ?? null;
}

/**
 * The message of a rule: the platform's key (the screen falls back to `fallback` when the
 * catalogue does not have it) with our default text for the field.
 */
export function ruleMessage(rule: FieldRule, fallback: MessageDescriptor): FieldError {
  if (!rule.message) return fallback;
  if (rule.message === fallback.id) return fallback;
  return { id: rule.message, defaultMessage: fallback.defaultMessage, description: fallback.description };
}

/** Fallback message for each known field (when the platform's key is not in the catalogue). */
export function fieldFallback(name: string): MessageDescriptor {
  switch (name) {
    case 'username':
    case 'loginUsername':
      return accountMessages.accountFormat;
    case 'password':
    case 'loginPassword':
    case 'newPassword':
    case 'oldPassword':
      return accountMessages.passwordFormat;
    case 'paymentPassword':
      return accountMessages.paymentPasswordFormat;
    case 'email':
      return accountMessages.emailFormat;
    case 'payeeName':
      return accountMessages.realNameFormat;
    case 'mobileNum':
    case 'loginMobileNum':
      return errorMessages.invalidMobile;
    case 'verificationCode':
      return errorMessages.verificationCode;
    case 'captcha':
      return accountMessages.writeCode;
    case 'affiliateCode':
      return accountMessages.invitationCodeError;
    default:
      return accountMessages.fieldFormat;
  }
}

/** Fields whose value is used exactly as typed (never trimmed). */
const UNTRIMMED = new Set([
  'password',
  'confirmPassword',
  'loginPassword',
  'paymentPassword',
  'newPassword',
  'oldPassword',
]);

/** The value the platform receives: trimmed, except passwords. */
export function normalise(name: string, value: string): string {
  return UNTRIMMED.has(name) ? value : value.trim();
}

/**
 * Checks a value against the merchant's rule (SPEC §5): a disabled or absent rule passes; an
 * empty field fails only when required; otherwise the length limit and the pattern apply.
 */
export function checkRule(rule: FieldRule | undefined, rawValue: string): FieldError | null {
  if (!rule || !rule.enabled) return null;
  const value = normalise(rule.name, rawValue);
  const message = ruleMessage(rule, fieldFallback(rule.name));
  if (value === '') return rule.required ? message : null;
  if (rule.maxLength > 0 && value.length > rule.maxLength) return message;
  const pattern = patternOf(rule.pattern);
  if (pattern && !pattern.test(value)) return message;
  return null;
}

/** Captcha: required when shown, digits only, at most 6 (in_vwrite_code). */
export function checkCaptcha(value: string): FieldError | null {
  const v = value.trim();
  return /^\d{1,6}$/.test(v) ? null : accountMessages.writeCode;
}

/** SMS code: required, digits only, at most 10. */
export function checkSmsCode(value: string): FieldError | null {
  const v = value.trim();
  return /^\d{1,10}$/.test(v) ? null : errorMessages.verificationCode;
}

/**
 * Mobile number before an SMS is requested or a form is sent: required, at most 20 characters,
 * then the merchant's rule when it has one (digits, 6 to 20, by default).
 */
export function checkMobile(value: string, rule?: FieldRule): FieldError | null {
  const v = value.trim();
  if (v === '' || v.length > MOBILE_MAX)
    return rule ? ruleMessage(rule, errorMessages.invalidMobile) : errorMessages.invalidMobile;
  if (rule && rule.enabled) return checkRule({ ...rule, required: true }, v);
  return /^\d{6,20}$/.test(v) ? null : errorMessages.invalidMobile;
}

/**
 * Registration password confirmation (SPEC §5): required (in_incorrect_password) and equal to
 * the password; when the password itself is valid but differs, in_confirmation_correct.
 */
export function checkConfirmation(
  password: string,
  confirmation: string,
  passwordValid: boolean,
): FieldError | null {
  if (confirmation === '') return accountMessages.incorrectPassword;
  if (confirmation !== password)
    return passwordValid ? accountMessages.confirmationCorrect : accountMessages.incorrectPassword;
  return null;
}

/** Digits only (captcha and SMS code inputs drop anything else as it is typed). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D+/g, '').slice(0, max);
}

/** Finds a rule by name. */
export function findRule(rules: readonly FieldRule[], name: string): FieldRule | undefined {
  return rules.find((r) => r.name === name);
}

/**
 * A rule that always applies and is always required, under the given name: the merchant's rule
 * when there is one, else any value up to 64 characters (login fields, passwords).
 */
export function asRequired(rule: FieldRule | undefined, name: string): FieldRule {
  return rule
    ? { ...rule, name, enabled: true, required: true }
    : { name, enabled: true, required: true, pattern: '', message: '', maxLength: 64 };
}
