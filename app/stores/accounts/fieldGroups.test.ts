import { describe, expect, it } from 'vitest';
import { AccountSettings } from './AccountSettings';
import { MobileCode, type MobileCodeOptions } from './MobileCode';
import { NewPasswordPair } from './NewPasswordPair';
import { fakeApi, fakeDeps, loginRules } from './testing';
import { findRule } from './rules';

async function mobileCode(options: Partial<MobileCodeOptions> = {}) {
  const api = fakeApi();
  const t = fakeDeps({ api: api.api });
  const settings = new AccountSettings(t.deps.api);
  await settings.load();
  const mobile = new MobileCode(t.deps, {
    purpose: 'reset',
    settings,
    rule: (field) => findRule(loginRules, field === 'mobileNum' ? 'loginMobileNum' : field),
    ...options,
  });
  return { api, mobile };
}

describe('MobileCode', () => {
  it("uses the merchant's dialing code until one is picked", async () => {
    const { mobile } = await mobileCode();
    expect(mobile.countryDialingCode).toBe('+55');
    mobile.setDialingCode('+351');
    expect(mobile.countryDialingCode).toBe('+351');
  });

  it('checks the number before a code is requested, even where the form lets it stay empty', async () => {
    const { mobile } = await mobileCode({ mobileOptional: () => true });
    expect(mobile.mobileNum.validate()).toBe(true);
    expect(mobile.requestSmsCode()).toBe(false);
    expect(mobile.mobileNum.error?.id).toBe('err_invalid_mobile');
    expect(mobile.sms.dialogOpen).toBe(false);
  });

  it('sends login codes through the login call and the others with their purpose', async () => {
    for (const purpose of ['login', 'register'] as const) {
      const { api, mobile } = await mobileCode({ purpose });
      mobile.mobileNum.set(' 912345678 ');
      expect(mobile.requestSmsCode()).toBe(true);
      mobile.sms.answer.set('77');
      expect(await mobile.sms.confirm()).toBe(true);
      const sent = api.calls.find((c) => c.name === 'smsLoginCode' || c.name === 'sendVerificationCode');
      expect(sent?.name).toBe(purpose === 'login' ? 'smsLoginCode' : 'sendVerificationCode');
      expect(sent?.args[0]).toMatchObject(
        purpose === 'login' ? { mobileNum: '912345678' } : { mobileNo: '912345678', purpose },
      );
      mobile.dispose();
    }
  });
});

describe('NewPasswordPair', () => {
  const rule = () => findRule(loginRules, 'loginPassword');

  it('checks the confirmation against the password, or only that it is filled', () => {
    const matching = new NewPasswordPair({ names: { password: 'password', confirmation: 'confirm' }, rule });
    matching.password.set('abc12345');
    matching.confirmation.set('abc12399');
    expect(matching.confirmation.validate()).toBe(false);
    expect(matching.confirmation.error?.id).toBe('in_confirmation_correct');

    const filled = new NewPasswordPair({
      names: { password: 'newPassword', confirmation: 'confirmNewPassword' },
      rule,
      confirmation: 'filled',
    });
    filled.password.set('abc12345');
    filled.confirmation.set('abc12399');
    expect(filled.confirmation.validate()).toBe(true);
    expect(filled.matches).toBe(false);
    filled.confirmation.set('');
    expect(filled.confirmation.validate()).toBe(false);
    expect(filled.confirmation.error?.id).toBe('acc_enter_password');
  });
});
