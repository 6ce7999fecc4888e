// The platform calls of the accounts area, over the contract. Login, registration and password
// reset send encrypted bodies (contract/crypto.ts) under the platform's public key, fetched once
// and fetched again if the platform no longer accepts it (key rotation).
import {
  DEVICE_HEADER,
  ENCRYPTION_HEADER,
  authCalls,
  memberCalls,
  systemCalls,
  type PayloadOf,
  type RequestOf,
  type ResponseOf,
} from '@contract';
import { ENCRYPTION_SCHEME, encryptPayload, importPublicKey, type PlatformPublicKey } from '@contract/crypto';
import type { ApiClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import type { CaptchaImage } from './CaptchaStore';

export type LoginPayload = PayloadOf<typeof authCalls.login>;
export type RegisterPayload = PayloadOf<typeof authCalls.register>;
export type ResetPasswordPayload = PayloadOf<typeof authCalls.resetPassword>;
export type SessionGrant = ResponseOf<typeof authCalls.login>;
export type TrialGrant = ResponseOf<typeof authCalls.trial>;
export type SiteSettingsValue = ResponseOf<typeof systemCalls.siteSettings>;
export type RegisterSettings = SiteSettingsValue['register'];
export type SmsCodeSent = ResponseOf<typeof authCalls.smsLoginCode>;
export type SmsCaptcha = { captcha: string; captchaId: string } | undefined;

export interface AccountsApi {
  /**
   * Merchant settings (SMS login, captcha, social logins, dialing codes, register rules): this
   * start's, read once by the app (SiteSettingsStore.currentSettings).
   */
  settings(): Promise<SiteSettingsValue>;
  /** The same settings when they have already answered, else null (a screen's first render uses them). */
  answeredSettings(): SiteSettingsValue | null;
  captcha(): Promise<CaptchaImage>;
  login(payload: LoginPayload, options: { standalone: boolean }): Promise<SessionGrant>;
  smsLoginCode(
    input: { mobileNum: string; countryDialingCode: string } & Partial<NonNullable<SmsCaptcha>>,
  ): Promise<SmsCodeSent>;
  sendVerificationCode(input: {
    mobileNo: string;
    countryDialingCode: string;
    purpose: 'register' | 'reset' | 'bind';
    captcha?: string;
    captchaId?: string;
  }): Promise<SmsCodeSent>;
  register(payload: RegisterPayload): Promise<SessionGrant>;
  usernameExists(username: string): Promise<boolean>;
  affiliateValid(code: string, domain: string): Promise<boolean>;
  resetPassword(payload: ResetPasswordPayload): Promise<void>;
  changePassword(input: {
    oldPassword: string;
    newPassword: string;
    confirmNewPassword: string;
  }): Promise<void>;
  /** Whether the member's account has a login password (security centre). */
  hasLoginPassword(): Promise<boolean>;
  trial(): Promise<TrialGrant>;
}

export function createAccountsApi(
  client: ApiClient,
  settings: () => Promise<SiteSettingsValue>,
  answeredSettings: () => SiteSettingsValue | null,
): AccountsApi {
  let key: Promise<PlatformPublicKey> | null = null;
  const publicKey = (fresh = false) => {
    if (fresh || !key) {
      key = client.call(systemCalls.publicKey, {}).then(importPublicKey);
      key.catch(() => {
        key = null;
      });
    }
    return key;
  };

  /** Sends an encrypted call; a refused key is fetched again and the call repeated once. */
  async function encrypted<
    C extends typeof authCalls.login | typeof authCalls.register | typeof authCalls.resetPassword,
  >(def: C, payload: PayloadOf<C>, headers: Record<string, string> = {}): Promise<ResponseOf<C>> {
    for (let attempt = 0; ; attempt++) {
      const body = await encryptPayload(payload, await publicKey(attempt > 0), def.path);
      try {
        return (await client.call(def, body as RequestOf<C>, {
          headers: { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME, ...headers },
        })) as ResponseOf<C>;
      } catch (e) {
        if (attempt === 0 && isApiError(e) && e.code === 'ENCRYPTION_INVALID') continue;
        throw e;
      }
    }
  }

  return {
    settings,
    answeredSettings,
    captcha: () => client.call(authCalls.captcha, {}),
    login: (payload, { standalone }) =>
      encrypted(authCalls.login, payload, standalone ? { [DEVICE_HEADER]: 'OTHERS' } : {}),
    smsLoginCode: (input) => client.call(authCalls.smsLoginCode, input),
    sendVerificationCode: (input) => client.call(authCalls.sendVerificationCode, input),
    register: (payload) => encrypted(authCalls.register, payload),
    usernameExists: async (username) => (await client.call(authCalls.usernameExists, { username })).exists,
    affiliateValid: async (code, domain) =>
      (await client.call(authCalls.affiliateValidity, { code, domain })).valid,
    resetPassword: async (payload) => {
      await encrypted(authCalls.resetPassword, payload);
    },
    changePassword: async (input) => {
      await client.call(authCalls.changePassword, input);
    },
    hasLoginPassword: async () => {
      const security = await client.call(memberCalls.securityCenter, {});
      return security.items.find((i) => i.key === 'loginPassword')?.set ?? true;
    },
    trial: () => client.call(authCalls.trial, {}),
  };
}
