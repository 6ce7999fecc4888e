// Site status, site settings (whitelabel flags, merchant settings, templates, resources…) and the
// public key for encrypted calls.
import * as z from '../../schema.ts';
import { lazySchema } from '../../define.ts';

/** Whitelabel flags the product knows (SPEC §6) and the member-menu keys (SPEC §2 side menu). */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'DIRECTREG3',
  'CBS3',
  /** Member menu: bet record, transaction record, profit and loss, reward center, points mall, security center. */
  'MENU_BET_RECORD',
  'MENU_TRANSACTION_RECORD',
  'MENU_PROFIT_LOSS',
  'MENU_REWARD_CENTER',
  'MENU_POINTS_MALL',
  'MENU_SECURITY_CENTER',
  /** VIP benefit entry of the member navigation bar. */
  'VIP_BENEFIT',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** Status 0 normal, 1 maintenance (even with a region restriction), 2 region restriction only. */
export const systemStatus = lazySchema(() =>
  z.object({
    merchantCode: z.string(),
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    location: z.object({ ip: z.string(), country: z.string() }),
    info: z.object({ serverTime: z.number(), version: z.string() }),
  }),
);

export const RESOURCE_TYPES = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'TELEGRAM',
  'AFFILIATELINK',
  'USDJUMP',
] as const;
export const resource = lazySchema(() => z.object({ resourceType: z.string(), url: z.string() }));

/** One registration field rule (SPEC §5): an empty optional field passes. */
export const fieldRule = lazySchema(() =>
  z.object({
    name: z.string(),
    enabled: z.boolean(),
    required: z.boolean(),
    /** A JavaScript regular expression source, or '' for none. */
    pattern: z.string(),
    /** Message key shown when the pattern fails. */
    message: z.string(),
    maxLength: z.number(),
  }),
);

export const registerSettings = lazySchema(() =>
  z.object({
    /** Registration methods on offer, in tab order. */
    methods: z.array(z.enum(['username', 'mobileNum'])),
    /** Whether a mobile registration needs an SMS code (REGMOBVERF3). */
    smsVerification: z.boolean(),
    /** Whether a mobile registration sets a password (MOBILENUMPASSREG3). */
    mobilePassword: z.boolean(),
    captcha: z.boolean(),
    affiliateEnabled: z.boolean(),
    affiliateRequired: z.boolean(),
    /** Default of the 'I agree' box. */
    agreeDefault: z.boolean(),
    fields: z.array(fieldRule),
    /** Login form rules: loginUsername, loginPassword, loginMobileNum, verificationCode. */
    loginFields: z.array(fieldRule),
  }),
);

/**
 * A social sign-in provider of the merchant (facebookLogin: the social network, googleLogin: the
 * search-engine account). `clientId` is the app id / OAuth client id the provider issued to the
 * merchant; `sdkUrl` is where the provider's sign-in SDK script lives (e.g.
 * https://connect.facebook.net/en_US/sdk.js, https://accounts.google.com/gsi/client; relative URLs
 * are resolved against the site). Without an `sdkUrl` the provider is not usable on this site.
 * The SDKs expose `window.FB.{init,login}` and `window.google.accounts.id.{initialize,prompt}`;
 * the id token they hand back is sent as a `firebase` login.
 */
export const socialLogin = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    clientId: z.string(),
    sdkUrl: z.optional(z.string()),
  }),
);

export const siteSettings = lazySchema(() =>
  z.object({
    merchantCode: z.string(),
    merchantName: z.string(),
    mainDomain: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    /** Number pattern, e.g. '#,##0.00'. */
    currencyPattern: z.string(),
    defaultLanguage: z.string(),
    languages: z.array(z.string()),
    countryDialingCode: z.string(),
    dialingCodes: z.array(z.string()),
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    location: z.object({ ip: z.string() }),
    /** Flag name -> on. Unknown flags may appear and are off unless true. */
    whitelabel: z.record(z.string(), z.boolean()),
    settings: z.object({
      smsLogin: z.boolean(),
      /** Captcha on login and registration forms from the start (login also asks after failures). */
      captcha: z.boolean(),
      facebookLogin: socialLogin,
      googleLogin: socialLogin,
      /** Whether the referral (invite friends) promotion is on: the Share entry. */
      referralEnabled: z.boolean(),
      /** Age confirmation (18, some regions 21). */
      minimumAge: z.number(),
    }),
    mobileTemplate: z.object({
      app_background: z.string(),
      app_desc: z.string(),
      app_desc_font_color: z.string(),
      /** '1' new member-centre layout, else base. */
      mem_cen: z.string(),
      /** '1' new deposit layout, else base. */
      dep_func: z.string(),
    }),
    resources: z.array(resource),
    /**
     * Customer service paths, encrypted as the platform does (AES-GCM, key in the same answer).
     * Decrypt with `decryptCustomerService` from contract/crypto.ts: it is obfuscation, not a secret.
     */
    customerService: z.object({ key: z.string(), iv: z.string(), data: z.string() }),
    /** Extra routes: unknown app paths are looked up here before falling back to home. */
    domainRoute: z.array(z.object({ path: z.string(), target: z.string() })),
    /** Image CDN hosts; one is chosen at random, with `paths.image` as the default. */
    imageCDNs: z.array(z.string()),
    paths: z.object({ image: z.string(), game: z.string(), lotto: z.string() }),
    register: registerSettings,
  }),
);

export const customerServicePath = lazySchema(() =>
  z.object({ title: z.string(), path: z.string(), type: z.string() }),
);
/** What `decryptCustomerService` yields. */
export const customerServicePaths = lazySchema(() => z.array(customerServicePath));

export const publicKey = lazySchema(() =>
  z.object({
    keyId: z.string(),
    /** 'RSA-OAEP-256' (RSA-OAEP with SHA-256). */
    algorithm: z.literal('RSA-OAEP-256'),
    /** SPKI, base64. */
    publicKey: z.string(),
  }),
);
