import { describe, expect, it } from 'vitest';
import {
  checkCaptcha,
  checkConfirmation,
  checkMobile,
  checkRule,
  checkSmsCode,
  digitsOnly,
  normalise,
  ruleMessage,
} from './rules';
import { accountMessages } from './messages';
import { rule } from './testing';

describe('checkRule (server-supplied per-field rules, SPEC §5)', () => {
  const username = rule('username', {
    required: true,
    pattern: '^[a-z0-9_]{4,16}$',
    message: 'reg_username_rule',
    maxLength: 16,
  });

  it('passes anything when the rule is absent or disabled', () => {
    expect(checkRule(undefined, '')).toBeNull();
    expect(checkRule({ ...username, enabled: false }, '!!')).toBeNull();
  });

  it('fails an empty required field with the rule message', () => {
    expect(checkRule(username, '')?.id).toBe('reg_username_rule');
    expect(checkRule(username, '   ')?.id).toBe('reg_username_rule');
  });

  it('lets an empty optional field pass but checks a filled one', () => {
    const email = rule('email', { pattern: '^[^@]+@[^@]+$', message: 'err_email_format' });
    expect(checkRule(email, '')).toBeNull();
    expect(checkRule(email, 'nope')?.id).toBe('err_email_format');
    expect(checkRule(email, 'a@b.pt')).toBeNull();
  });

  it('applies the pattern and the length limit', () => {
    expect(checkRule(username, 'ab')?.id).toBe('reg_username_rule');
    expect(checkRule(username, 'a'.repeat(17))?.id).toBe('reg_username_rule');
    expect(checkRule(username, 'player_01')).toBeNull();
  });

  it('falls back to the field message, with our default text, when the platform gives none', () => {
    const noMessage = rule('password', { required: true });
    expect(checkRule(noMessage, '')).toEqual(accountMessages.passwordFormat);
    const keyed = ruleMessage(rule('email', { message: 'x_key' }), accountMessages.emailFormat);
    expect(keyed.id).toBe('x_key');
    expect(keyed.defaultMessage).toBe(accountMessages.emailFormat.defaultMessage);
  });

  it('uses the field messages of SPEC §8 (account, password, e-mail, real name) when the platform gives none', () => {
    const empty = (name: string) => checkRule(rule(name, { required: true }), '')?.id;
    expect(empty('username')).toBe('err_account_format');
    expect(empty('password')).toBe('err_password_format');
    expect(empty('email')).toBe('err_email_format');
    expect(empty('payeeName')).toBe('err_real_name_format');
    expect(empty('mobileNum')).toBe('err_invalid_mobile');
    expect(empty('affiliateCode')).toBe('invitation_code_error');
    const realName = rule('payeeName', { pattern: "^[\\p{L} .'-]{2,40}$", message: 'err_real_name_format' });
    expect(checkRule(realName, 'R2-D2')?.id).toBe('err_real_name_format');
    // Unicode patterns, as the platform checks them.
    expect(checkRule(realName, 'Maria João Silva')).toBeNull();
  });

  it('ignores a pattern that does not compile instead of blocking the form', () => {
    expect(checkRule(rule('nickname', { pattern: '([' }), 'Ana')).toBeNull();
  });

  it('never trims passwords but trims other fields', () => {
    expect(normalise('password', ' x ')).toBe(' x ');
    expect(normalise('username', ' x ')).toBe('x');
  });
});

describe('fixed rules', () => {
  it('captcha: required, digits only, at most 6 (in_vwrite_code)', () => {
    expect(checkCaptcha('')?.id).toBe('in_vwrite_code');
    expect(checkCaptcha('12a')?.id).toBe('in_vwrite_code');
    expect(checkCaptcha('1234567')?.id).toBe('in_vwrite_code');
    expect(checkCaptcha('123456')).toBeNull();
    expect(checkCaptcha('7')).toBeNull();
  });

  it('SMS code: numeric, at most 10', () => {
    expect(checkSmsCode('')?.id).toBe('err_verification_code');
    expect(checkSmsCode('12345678901')?.id).toBe('err_verification_code');
    expect(checkSmsCode('1234567890')).toBeNull();
  });

  it('mobile number: required, at most 20 characters, then the merchant rule', () => {
    expect(checkMobile('')?.id).toBe('err_invalid_mobile');
    expect(checkMobile('1'.repeat(21))?.id).toBe('err_invalid_mobile');
    expect(checkMobile('11987654321')).toBeNull();
    const strict = rule('mobileNum', { pattern: '^9\\d{8}$', message: 'reg_mobile_rule' });
    expect(checkMobile('11987654321', strict)?.id).toBe('reg_mobile_rule');
    expect(checkMobile('912345678', strict)).toBeNull();
  });

  it('confirmation: required (in_incorrect_password), must equal (in_confirmation_correct when the password is valid)', () => {
    expect(checkConfirmation('secret12', '', true)?.id).toBe('in_incorrect_password');
    expect(checkConfirmation('secret12', 'secret13', true)?.id).toBe('in_confirmation_correct');
    expect(checkConfirmation('x', 'y', false)?.id).toBe('in_incorrect_password');
    expect(checkConfirmation('secret12', 'secret12', true)).toBeNull();
  });

  it('digit inputs drop what is not a digit and keep the limit', () => {
    expect(digitsOnly('12a3-45 678', 6)).toBe('123456');
  });
});
