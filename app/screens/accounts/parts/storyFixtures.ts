// Story and component-test support for the accounts screens: the merchants' registration and login
// rules as the platform sends them (the same rules as the simulator's seed), a fixed captcha image,
// and a loader that adds the accounts calls to the app's fake platform for the toolbar's merchant.
import type { Loader } from '@storybook/react-vite';
import { captchaSample } from '@ds/components/CaptchaField/captcha-sample';
import { generatePlatformKeyPair } from '@contract/crypto';
import type { RegisterSettings } from '../../../stores/accounts/api';
import type { FieldRule } from '../../../stores/accounts/rules';
import { appLoader, withAppContext, type AppStoryParameters } from '../../../testing/appStory';
import { FakeFailure, type Handlers } from '../../../testing/fakeTransport';
import { FIXED_NOW, siteSettingsFixture, type FixtureMerchant } from '../../../testing/fixtures';

const rule = (
  name: string,
  pattern: string,
  message: string,
  maxLength: number,
  required = true,
  enabled = true,
): FieldRule => ({
  name,
  enabled,
  required,
  pattern,
  message,
  maxLength,
});

function registerFields(affiliateRequired: boolean): FieldRule[] {
  return [
    rule('username', '^[a-z][a-z0-9_]{5,15}$', 'err_account_format', 16),
    rule('password', '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,20}$', 'err_password_format', 20),
    rule('confirmPassword', '', 'in_incorrect_password', 20),
    rule('mobileNum', '^\\d{6,15}$', 'err_invalid_mobile', 20),
    rule('verificationCode', '^\\d{4,10}$', 'err_verification_code', 10),
    rule('captcha', '^\\d{1,6}$', 'in_vwrite_code', 6),
    rule('affiliateCode', '^[A-Za-z0-9]{4,16}$', 'invitation_code_error', 16, affiliateRequired),
    rule('nickname', '^.{2,20}$', 'err_invalid_format', 20, false),
    rule('email', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'err_email_format', 120, false),
    rule('payeeName', "^[\\p{L} .'-]{2,40}$", 'err_real_name_format', 40, false, false),
  ];
}

const LOGIN_FIELDS: FieldRule[] = [
  rule('loginUsername', '^[A-Za-z0-9_]{4,20}$', 'err_account_format', 20),
  rule('loginPassword', '^[\\x21-\\x7e]{6,20}$', 'err_password_format', 20),
  rule('loginMobileNum', '^\\d{6,15}$', 'err_invalid_mobile', 20),
  rule('verificationCode', '^\\d{4,10}$', 'err_verification_code', 10),
];

/** Each merchant's registration: aurum both tabs, verde mobile only, lumen captcha + required code. */
export function registerSettingsFor(merchant: FixtureMerchant): RegisterSettings {
  return {
    methods: merchant === 'verde' ? ['mobileNum'] : ['username', 'mobileNum'],
    smsVerification: true,
    mobilePassword: true,
    captcha: merchant === 'lumen',
    affiliateEnabled: true,
    affiliateRequired: merchant === 'lumen',
    agreeDefault: true,
    fields: registerFields(merchant === 'lumen'),
    loginFields: LOGIN_FIELDS,
  };
}

export const storyCaptcha = {
  captchaId: 'story-captcha',
  image: captchaSample,
  expiresAt: FIXED_NOW + 300_000,
};

const asMerchant = (m: unknown): FixtureMerchant => (m === 'verde' || m === 'lumen' ? m : 'aurum');

/** The accounts calls on the fake platform (stories replace any of them through `app.handlers`). */
export async function accountsHandlers(merchant: FixtureMerchant): Promise<Handlers> {
  const keys = await generatePlatformKeyPair();
  const grant = {
    token: 'story-token',
    userName: 'demo_member',
    type: 0,
    firstTimeLogin: false,
    expiresAt: FIXED_NOW + 3_600_000,
  };
  return {
    siteSettings: () => {
      const base = siteSettingsFixture(merchant);
      return {
        ...base,
        countryDialingCode: merchant === 'verde' ? '+55' : merchant === 'lumen' ? '+63' : '+351',
        dialingCodes:
          merchant === 'verde' ? ['+55'] : merchant === 'lumen' ? ['+63', '+66', '+84'] : ['+351', '+55'],
        register: registerSettingsFor(merchant),
      };
    },
    publicKey: () => ({ keyId: 'story-key', algorithm: 'RSA-OAEP-256' as const, publicKey: keys.publicKey }),
    captcha: () => storyCaptcha,
    login: () => grant,
    register: () => ({ ...grant, userName: 'sunny_player' }),
    trial: () => ({
      token: 'story-trial',
      userName: 'trial_8841',
      customerType: 4,
      expiresAt: FIXED_NOW + 3_600_000,
    }),
    smsLoginCode: () => ({ expirationTime: FIXED_NOW + 300_000, canSendTime: 60 }),
    sendVerificationCode: () => ({ expirationTime: FIXED_NOW + 300_000, canSendTime: 60 }),
    usernameExists: (input) => ({ exists: input.username === 'demo_member' }),
    affiliateValidity: (input) => ({ valid: input.code === 'LUMEMBER' || input.code === 'AUMEMBER' }),
    resetPassword: () => ({ ok: true }),
    changePassword: () => ({ ok: true }),
    securityCenter: () => ({
      score: 80,
      items: [
        { key: 'loginPassword' as const, set: true, display: '' },
        { key: 'paymentPassword' as const, set: true, display: '' },
        { key: 'mobile' as const, set: true, display: '+351 ****5601' },
      ],
    }),
  };
}

/** A failure the platform sends for a wrong password after the third try. */
export const captchaFlaggedFailure = () =>
  new FakeFailure(400, 'INVALID_CREDENTIALS', 'err_invalid_credentials', { captcha: true });

/**
 * The app loader with the accounts calls for the toolbar's merchant; the story's own
 * `parameters.app.handlers` win.
 */
export const accountsLoader: Loader<unknown> = async (context) => {
  const merchant = asMerchant(context.globals.merchant);
  const app = (context.parameters.app ?? {}) as AppStoryParameters;
  const handlers = { ...(await accountsHandlers(merchant)), ...app.handlers };
  return appLoader({
    ...context,
    parameters: { ...context.parameters, app: { ...app, handlers } },
  } as Parameters<typeof appLoader>[0]);
};

/**
 * What every accounts story file's meta shares: the app around the screen (withAppContext) with
 * the accounts calls, opened at `app.path` (and signed in as `app.user`, when given).
 */
export function accountsStory(app: AppStoryParameters) {
  return { loaders: [accountsLoader], decorators: [withAppContext], parameters: { app } };
}
