// Session, captcha, SMS codes, registration, trial accounts and passwords.
import * as z from 'zod/mini';
import { defineCall, lazySchema } from '../define.ts';
import { empty, memberType, ok, sessionGrant } from '../common.ts';

/** The body of an encrypted call (see contract/crypto.ts). */
export const encryptedBody = lazySchema(() =>
  z.object({
    /** AES-GCM ciphertext of the JSON payload, base64. */
    data: z.string(),
    /** The AES key wrapped with RSA-OAEP under the platform key, base64. */
    key: z.string(),
    /** AES-GCM nonce, base64. */
    iv: z.string(),
    /** Which platform key wrapped it. */
    keyId: z.string(),
  }),
);

const captchaAnswer = lazySchema(() => z.string().check(z.maxLength(16)));
const mobileNum = lazySchema(() => z.string().check(z.maxLength(20)));
const dialingCode = lazySchema(() => z.string().check(z.maxLength(6)));

export const captcha = lazySchema(() =>
  z.object({
    captchaId: z.string(),
    /** A data URL (image/svg+xml, base64). */
    image: z.string(),
    /** Epoch ms after which the answer is refused. */
    expiresAt: z.number(),
  }),
);

export const loginPayload = lazySchema(() =>
  z.object({
    type: z.enum(['username', 'sms', 'firebase']),
    username: z.optional(z.string().check(z.maxLength(64))),
    password: z.optional(z.string().check(z.maxLength(64))),
    mobileNum: z.optional(mobileNum),
    countryDialingCode: z.optional(dialingCode),
    /** SMS code (type sms). */
    verificationCode: z.optional(z.string().check(z.maxLength(10))),
    captcha: z.optional(captchaAnswer),
    captchaId: z.optional(z.string()),
    firebaseChannel: z.optional(z.literal('sms')),
    firebaseIdToken: z.optional(z.string()),
    firebaseMobileNo: z.optional(z.string()),
  }),
);

export const REGISTER_METHODS = ['H5', 'APP', 'PWA', 'WEBCLIP'] as const;
export const registerPayload = lazySchema(() =>
  z.object({
    registerMethod: z.enum(REGISTER_METHODS),
    /** 'username' or 'mobileNum' tab. */
    registerType: z.enum(['username', 'mobileNum']),
    registerUrl: z.string(),
    domain: z.string(),
    countryDialingCode: z.string(),
    username: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    affiliateCode: z.string(),
    paymentPassword: z.string(),
    recommenderId: z.string(),
    nickname: z.string(),
    payeeName: z.string(),
    email: z.string(),
    mobileNum: z.string(),
    idNumber: z.string(),
    qqNum: z.string(),
    facebook: z.string(),
    wechat: z.string(),
    line: z.string(),
    whatsapp: z.string(),
    zalo: z.string(),
    captcha: z.string(),
    captchaId: z.string(),
    verificationCode: z.string(),
    type: z.literal(0),
  }),
);

export const resetPasswordPayload = lazySchema(() =>
  z.object({
    mobileNum,
    countryDialingCode: dialingCode,
    verificationCode: z.string().check(z.maxLength(10)),
    newPassword: z.string(),
    confirmNewPassword: z.string(),
  }),
);

export const smsCodeSent = lazySchema(() =>
  z.object({
    /** Epoch ms when the code stops working. */
    expirationTime: z.number(),
    /** Seconds before another code may be requested for this number. */
    canSendTime: z.number(),
  }),
);

export const SMS_PURPOSES = ['register', 'reset', 'bind'] as const;

export const authCalls = {
  captcha: defineCall({
    method: 'GET',
    path: '/wps/captcha',
    auth: 'none',
    request: lazySchema(() => z.object({})),
    response: captcha,
    summary: 'A new captcha image (numeric answer), generated per request.',
  }),
  login: defineCall({
    method: 'POST',
    path: '/wps/session/login',
    auth: 'none',
    request: encryptedBody,
    payload: loginPayload,
    response: sessionGrant,
    summary:
      'Login by username+password or SMS code. Failures: INVALID_CREDENTIALS (value.captcha after 3 failures, value.retryAfter when slowed), CAPTCHA_REQUIRED, CAPTCHA_INVALID, VERIFICATION_CODE_INVALID, USER_DISABLED.',
  }),
  logout: defineCall({
    method: 'DELETE',
    path: '/wps/session',
    auth: 'member',
    request: lazySchema(() => z.object({})),
    response: empty,
    summary: 'Ends the session (the token stops working).',
  }),
  signOutOthers: defineCall({
    method: 'POST',
    path: '/wps/session/others',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({})),
    response: lazySchema(() => z.object({ ended: z.number() })),
    summary: 'Ends every other session of the member (their tokens stop working); this one stays.',
  }),
  renewSession: defineCall({
    method: 'POST',
    path: '/wps/session/renew',
    auth: 'member',
    request: lazySchema(() => z.object({})),
    response: sessionGrant,
    summary: 'Extends the session: a fresh expiry for the same token.',
  }),
  trial: defineCall({
    method: 'POST',
    path: '/wps/session/trial',
    auth: 'none',
    request: lazySchema(() => z.object({})),
    response: lazySchema(() =>
      z.object({
        token: z.string(),
        userName: z.string(),
        customerType: memberType,
        expiresAt: z.number(),
      }),
    ),
    summary: 'Creates a trial (free play, type 4) account with a play balance and logs it in.',
  }),
  smsLoginCode: defineCall({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    auth: 'none',
    request: lazySchema(() =>
      z.object({
        mobileNum,
        countryDialingCode: dialingCode,
        captcha: z.optional(captchaAnswer),
        captchaId: z.optional(z.string()),
      }),
    ),
    response: smsCodeSent,
    summary:
      'Sends an SMS login code (never really sent) after a captcha (CAPTCHA_REQUIRED, CAPTCHA_INVALID), whether or not the number has an account. RATE_LIMITED per number, client address and account, INVALID_MOBILE.',
  }),
  sendVerificationCode: defineCall({
    method: 'POST',
    path: '/wps/verification/sms',
    auth: 'optional',
    request: lazySchema(() =>
      z.object({
        mobileNo: mobileNum,
        countryDialingCode: dialingCode,
        purpose: z.enum(SMS_PURPOSES),
        captcha: z.optional(captchaAnswer),
        captchaId: z.optional(z.string()),
      }),
    ),
    response: smsCodeSent,
    summary:
      'Sends an SMS verification code for registration, password reset or binding a number, after a captcha (CAPTCHA_REQUIRED, CAPTCHA_INVALID); answers the same whether or not the number has an account. RATE_LIMITED, INVALID_MOBILE.',
  }),
  register: defineCall({
    method: 'PUT',
    path: '/wps/member/register',
    auth: 'none',
    request: encryptedBody,
    payload: registerPayload,
    response: sessionGrant,
    summary:
      'Registers and logs in. VALIDATION_ERROR (value.fields), USERNAME_EXISTS, INVALID_INVITATION_CODE, CAPTCHA_INVALID, VERIFICATION_CODE_INVALID, PASSWORD_MISMATCH.',
  }),
  usernameExists: defineCall({
    method: 'GET',
    path: '/wps/member/exists',
    auth: 'none',
    request: lazySchema(() => z.object({ username: z.string().check(z.minLength(1), z.maxLength(64)) })),
    response: lazySchema(() => z.object({ exists: z.boolean() })),
    summary: 'Whether a username is taken.',
  }),
  emailExists: defineCall({
    method: 'GET',
    path: '/wps/member/emailExists',
    auth: 'none',
    request: lazySchema(() => z.object({ email: z.string().check(z.minLength(3), z.maxLength(120)) })),
    response: lazySchema(() => z.object({ exists: z.boolean() })),
    summary: 'Whether an e-mail address is taken.',
  }),
  affiliateValidity: defineCall({
    method: 'GET',
    path: '/wps/member/affiliate/validate',
    auth: 'none',
    request: lazySchema(() =>
      z.object({
        code: z.string().check(z.minLength(1), z.maxLength(32)),
        domain: z.optional(z.string()),
      }),
    ),
    response: lazySchema(() => z.object({ valid: z.boolean() })),
    summary: 'Whether an affiliate (invitation) code is valid for this merchant.',
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/wps/member/password/reset',
    auth: 'none',
    request: encryptedBody,
    payload: resetPasswordPayload,
    response: ok,
    summary: 'Sets a new password after an SMS code (purpose reset) for the number.',
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/wps/member/password',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() =>
      z.object({
        oldPassword: z.string().check(z.maxLength(64)),
        newPassword: z.string().check(z.maxLength(64)),
        confirmNewPassword: z.string().check(z.maxLength(64)),
      }),
    ),
    response: ok,
    summary:
      'Changes the login password: PASSWORD_INCORRECT, PASSWORD_SAME, PASSWORD_MISMATCH, VALIDATION_ERROR.',
  }),
};
