// Session, captcha, SMS codes, registration, trial accounts and passwords.
import * as z from '../../schema.ts';
import { lazySchema } from '../../define.ts';

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

export const captchaAnswer = lazySchema(() => z.string().check(z.maxLength(16)));
export const mobileNum = lazySchema(() => z.string().check(z.maxLength(20)));
export const dialingCode = lazySchema(() => z.string().check(z.maxLength(6)));

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
