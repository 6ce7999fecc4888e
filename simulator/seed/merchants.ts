// The three merchants: aurum (default), verde and lumen. A merchant is data.
import { WHITELABEL_FLAGS } from '../../contract/calls/system.ts';

export interface FieldRule {
  name: string;
  enabled: boolean;
  required: boolean;
  pattern: string;
  message: string;
  maxLength: number;
}

export interface DepositChannelConfig {
  id: number;
  name: string;
  type: 'BANK' | 'PIX' | 'EWALLET' | 'USDT' | 'QR';
  minAmount: number;
  maxAmount: number;
  presetAmounts: number[];
  feeRate: number;
  instructions: string;
  payTo: { label: string; value: string; holder: string };
  /**
   * The provider confirms an order this long after it was made, as if the player paid (instant
   * payments); without it an order waits for the payment page or the control route, and one nobody
   * paid is cancelled at its expiry.
   */
  settleAfterMs?: number;
}

export interface MerchantConfig {
  code: string;
  name: string;
  /** Hosts that resolve to this merchant (besides `<code>.` prefixes). */
  domains: string[];
  mainDomain: string;
  currency: string;
  currencySymbol: string;
  currencyPattern: string;
  defaultLanguage: string;
  languages: string[];
  countryDialingCode: string;
  dialingCodes: string[];
  maintenance: boolean;
  regionRestriction: boolean;
  whitelabel: Record<string, boolean>;
  settings: {
    smsLogin: boolean;
    captcha: boolean;
    facebookLogin: { enabled: boolean; clientId: string; sdkUrl?: string };
    googleLogin: { enabled: boolean; clientId: string; sdkUrl?: string };
    referralEnabled: boolean;
    minimumAge: number;
  };
  mobileTemplate: {
    app_background: string;
    app_desc: string;
    app_desc_font_color: string;
    mem_cen: string;
    dep_func: string;
  };
  resources: { resourceType: string; url: string }[];
  customerService: { type: string; title: string; path: string }[];
  domainRoute: { path: string; target: string }[];
  imageCDNs: string[];
  register: {
    affiliateEnabled: boolean;
    affiliateRequired: boolean;
    agreeDefault: boolean;
    fields: FieldRule[];
    loginFields: FieldRule[];
  };
  /** Vendor categories in this merchant's order. */
  vendorSorting: { gameCategory: string; vendorNames: string[] }[];
  /** Vendors listed under ELOTT in the mapping (LOTT or TCG_LOTTO_VN here means e-lottery prize mode). */
  elottMapping: string[];
  /** Promotion kinds switched on (availability `enabled`). */
  promoKinds: Record<string, boolean>;
  depositChannels: DepositChannelConfig[];
  banks: { code: string; name: string }[];
  withdraw: { minAmount: number; maxAmount: number; feeRate: number; dailyCount: number };
  trialBalance: number;
}

const flags = (off: readonly string[] = []) =>
  Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, !off.includes(f)]));

const rule = (
  name: string,
  pattern: string,
  message: string,
  maxLength: number,
  required = true,
  enabled = true,
) => ({
  name,
  enabled,
  required,
  pattern,
  message,
  maxLength,
});

/** Registration field rules (SPEC §5); message values are the app's message keys. */
function registerFields(affiliateRequired: boolean, affiliateEnabled: boolean): FieldRule[] {
  return [
    rule('username', '^[a-z][a-z0-9_]{5,15}$', 'err_account_format', 16),
    rule('password', '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,20}$', 'err_password_format', 20),
    rule('confirmPassword', '', 'in_incorrect_password', 20),
    rule('mobileNum', '^\\d{6,15}$', 'err_invalid_mobile', 20),
    rule('verificationCode', '^\\d{4,10}$', 'err_verification_code', 10),
    rule('captcha', '^\\d{1,6}$', 'in_vwrite_code', 6),
    rule(
      'affiliateCode',
      '^[A-Za-z0-9]{4,16}$',
      'invitation_code_error',
      16,
      affiliateRequired,
      affiliateEnabled,
    ),
    rule('nickname', '^.{2,20}$', 'err_invalid_format', 20, false),
    rule('email', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'err_email_format', 120, false),
    rule('payeeName', "^[\\p{L} .'-]{2,40}$", 'err_real_name_format', 40, false, false),
    rule('paymentPassword', '^\\d{6}$', 'err_payment_password', 6, false, false),
    rule('idNumber', '^[A-Za-z0-9]{6,20}$', 'err_invalid_format', 20, false, false),
    rule('qqNum', '^\\d{5,12}$', 'err_invalid_format', 12, false, false),
    rule('facebook', '^.{2,64}$', 'err_invalid_format', 64, false, false),
    rule('wechat', '^.{2,64}$', 'err_invalid_format', 64, false, false),
    rule('line', '^.{2,64}$', 'err_invalid_format', 64, false, false),
    rule('whatsapp', '^\\+?\\d{6,20}$', 'err_invalid_format', 20, false, false),
    rule('zalo', '^\\+?\\d{6,20}$', 'err_invalid_format', 20, false, false),
  ];
}

const LOGIN_FIELDS: FieldRule[] = [
  rule('loginUsername', '^[A-Za-z0-9_]{4,20}$', 'err_account_format', 20),
  rule('loginPassword', '^[\\x21-\\x7e]{6,20}$', 'err_password_format', 20),
  rule('loginMobileNum', '^\\d{6,15}$', 'err_invalid_mobile', 20),
  rule('verificationCode', '^\\d{4,10}$', 'err_verification_code', 10),
];

const SORTING = [
  { gameCategory: 'RNG', vendorNames: ['PG', 'JILI', 'PP', 'FC'] },
  { gameCategory: 'LIVE', vendorNames: ['EVO', 'SEXY', 'DG'] },
  { gameCategory: 'FISH', vendorNames: ['JILI', 'FC'] },
  { gameCategory: 'PVP', vendorNames: ['KY', 'V8'] },
  { gameCategory: 'SPORTS', vendorNames: ['SBO', 'IMES', 'SV388', 'IA', 'TF'] },
  { gameCategory: 'LOTTERY', vendorNames: ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT'] },
  { gameCategory: 'ELOTT', vendorNames: ['ELOTT'] },
  { gameCategory: 'COCKFIGHT', vendorNames: ['DS88'] },
  { gameCategory: 'BINGO', vendorNames: ['BNG'] },
  { gameCategory: 'LIVESTREAM', vendorNames: ['MLIVE'] },
  { gameCategory: 'INHOUSE', vendorNames: ['BGS'] },
  { gameCategory: 'PROMO', vendorNames: [] },
];

const KINDS_ON = {
  LOGIN: true,
  MANUAL: true,
  RAFFLE: true,
  UPGRADE_BONUS: true,
  MISSION_MANUAL: true,
  TICKET: true,
  APP_DOWNLOAD: true,
  REFERRAL: true,
  AUTO: true,
};

const resources = (code: string) => [
  { resourceType: 'IOS', url: `/sim/download/${code}/app.ipa` },
  { resourceType: 'Android', url: `/sim/download/${code}/app.apk` },
  { resourceType: 'MOBILECONFIG', url: `/sim/download/${code}/app.mobileconfig` },
  { resourceType: 'AppDownloadIcon', url: `/sim/img/brand/${code}/app-icon.svg` },
  { resourceType: 'TELEGRAM', url: `https://t.me/${code}_support` },
  { resourceType: 'AFFILIATELINK', url: `https://affiliates.${code}.example/join` },
  { resourceType: 'USDJUMP', url: `https://usdt.${code}.example/buy` },
];

const customerService = (code: string) => [
  { type: '3', title: 'whatsapp', path: `https://wa.me/3519${code.length}0000000` },
  { type: '3', title: 'CS', path: `/sim/cs/${code}` },
  { type: '1', title: 'email', path: `mailto:support@${code}.example` },
];

const banks = {
  CNY: [
    { code: 'ICBC', name: 'Industrial and Commercial Bank of China' },
    { code: 'CCB', name: 'China Construction Bank' },
    { code: 'ABC', name: 'Agricultural Bank of China' },
    { code: 'BOC', name: 'Bank of China' },
  ],
  BRL: [
    { code: '001', name: 'Banco do Brasil' },
    { code: '104', name: 'Caixa Econômica Federal' },
    { code: '237', name: 'Bradesco' },
    { code: '260', name: 'Nu Pagamentos' },
    { code: '341', name: 'Itaú Unibanco' },
  ],
  USD: [
    { code: 'BDO', name: 'BDO Unibank' },
    { code: 'BPI', name: 'Bank of the Philippine Islands' },
    { code: 'MBTC', name: 'Metrobank' },
    { code: 'GCASH', name: 'GCash' },
  ],
};

const channels = (currency: 'CNY' | 'BRL' | 'USD'): DepositChannelConfig[] => {
  const bank: DepositChannelConfig = {
    id: 1,
    name: 'Bank transfer',
    type: 'BANK',
    minAmount: 50,
    maxAmount: 50000,
    presetAmounts: [100, 200, 500, 1000, 2000, 5000],
    feeRate: 0,
    instructions: 'Transfer the exact amount and keep the receipt.',
    payTo: { label: 'Account', value: '6222 0202 0000 1234', holder: 'Aurum Payments Ltd' },
  };
  const usdt: DepositChannelConfig = {
    id: 3,
    name: 'USDT (TRC20)',
    type: 'USDT',
    minAmount: 10,
    maxAmount: 100000,
    presetAmounts: [50, 100, 500, 1000],
    feeRate: 0,
    instructions: 'Send USDT on the TRC20 network only.',
    payTo: { label: 'Address', value: 'TQ2p5uQx7vV1mN3yZcR8kLs4WbH6dJ9fEa', holder: 'TRC20' },
    // Twenty network confirmations.
    settleAfterMs: 10 * 60_000,
  };
  const qr: DepositChannelConfig = {
    id: 5,
    name: 'QR payment',
    type: 'QR',
    minAmount: 20,
    maxAmount: 10000,
    presetAmounts: [50, 100, 200, 500, 1000],
    feeRate: 0.5,
    instructions: 'Scan the code with your banking app and pay within 30 minutes.',
    payTo: { label: 'QR code', value: 'https://qr.pay.example/c/7F3K9Q2M', holder: '' },
    settleAfterMs: 2 * 60_000,
  };
  if (currency === 'BRL')
    return [
      {
        id: 2,
        name: 'PIX',
        type: 'PIX',
        minAmount: 10,
        maxAmount: 20000,
        presetAmounts: [20, 50, 100, 200, 500, 1000],
        feeRate: 0,
        instructions: 'Pague com o QR ou a chave PIX em 30 minutos.',
        payTo: { label: 'Chave PIX', value: 'pagamentos@verde.example', holder: 'Verde Pagamentos LTDA' },
        settleAfterMs: 2 * 60_000,
      },
      { ...bank, payTo: { label: 'Conta', value: '0001 / 12345-6', holder: 'Verde Pagamentos LTDA' } },
      usdt,
    ];
  if (currency === 'USD')
    return [
      {
        id: 4,
        name: 'GCash',
        type: 'EWALLET',
        minAmount: 5,
        maxAmount: 5000,
        presetAmounts: [10, 20, 50, 100, 200],
        feeRate: 1.5,
        instructions: 'Pay from the GCash app to the number shown.',
        payTo: { label: 'GCash number', value: '0917 000 1234', holder: 'Lumen Pay Inc' },
        settleAfterMs: 5 * 60_000,
      },
      usdt,
    ];
  return [bank, { ...usdt }, qr];
};

const base = (code: string, name: string): MerchantConfig => ({
  code,
  name,
  domains: [`${code}.localhost`, `m.${code}.example`],
  mainDomain: `m.${code}.example`,
  currency: 'CNY',
  currencySymbol: '￥',
  currencyPattern: '#,##0.00',
  defaultLanguage: 'PT',
  languages: ['PT', 'EN', 'CN', 'TH', 'VN', 'PH', 'BR'],
  countryDialingCode: '+351',
  dialingCodes: ['+351', '+55', '+86', '+66', '+84', '+63'],
  maintenance: false,
  regionRestriction: false,
  whitelabel: flags(),
  settings: {
    smsLogin: true,
    captcha: false,
    facebookLogin: { enabled: false, clientId: '' },
    googleLogin: { enabled: false, clientId: '' },
    referralEnabled: true,
    minimumAge: 18,
  },
  mobileTemplate: {
    app_background: `/sim/img/brand/${code}/app-background.png`,
    app_desc: `${name}: jogue onde estiver`,
    app_desc_font_color: '#ffffff',
    mem_cen: '0',
    dep_func: '0',
  },
  resources: resources(code),
  customerService: customerService(code),
  domainRoute: [
    { path: '/m/promo', target: '/m/activity' },
    { path: '/m/vip-club', target: '/m/vip' },
    { path: '/m/deposit', target: '/m/voucherCenter' },
  ],
  imageCDNs: ['/sim/cdn/a', '/sim/cdn/b'],
  register: {
    affiliateEnabled: true,
    affiliateRequired: false,
    agreeDefault: true,
    fields: registerFields(false, true),
    loginFields: LOGIN_FIELDS,
  },
  vendorSorting: SORTING,
  elottMapping: ['ELOTT'],
  promoKinds: { ...KINDS_ON },
  depositChannels: channels('CNY'),
  banks: banks.CNY,
  withdraw: { minAmount: 100, maxAmount: 50000, feeRate: 0, dailyCount: 5 },
  trialBalance: 2000,
});

export function seedMerchants(): MerchantConfig[] {
  const aurum = base('aurum', 'Aurum');

  const verde = base('verde', 'Verde');
  verde.currency = 'BRL';
  verde.currencySymbol = 'R$';
  verde.countryDialingCode = '+55';
  verde.dialingCodes = ['+55'];
  verde.defaultLanguage = 'BR';
  verde.whitelabel = flags(['USERNAMEREG3', 'DIRECTREG3', 'CBS3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3']);
  verde.mobileTemplate.mem_cen = '1';
  verde.mobileTemplate.dep_func = '1';
  verde.mobileTemplate.app_desc = 'Verde: o app oficial';
  verde.depositChannels = channels('BRL');
  verde.banks = banks.BRL;
  verde.withdraw = { minAmount: 20, maxAmount: 20000, feeRate: 0, dailyCount: 3 };
  // Both lottery frame vendors play in e-lottery prize mode here.
  verde.elottMapping = ['ELOTT', 'LOTT'];
  verde.settings.minimumAge = 18;
  verde.promoKinds = { ...KINDS_ON, RAFFLE: false, TICKET: false };
  verde.vendorSorting = SORTING.filter((c) => c.gameCategory !== 'LIVESTREAM');

  const lumen = base('lumen', 'Lumen');
  lumen.currency = 'USD';
  lumen.currencySymbol = '$';
  lumen.countryDialingCode = '+63';
  lumen.dialingCodes = ['+63', '+66', '+84'];
  lumen.defaultLanguage = 'EN';
  lumen.settings.captcha = true;
  lumen.settings.smsLogin = false;
  // The simulator's stand-in provider (simulator/routes/oauth.ts) in place of the real SDKs.
  lumen.settings.facebookLogin = {
    enabled: true,
    clientId: 'lumen-facebook-app',
    sdkUrl: '/sim/oauth/standin/facebook.js',
  };
  lumen.settings.googleLogin = {
    enabled: true,
    clientId: 'lumen-google-client',
    sdkUrl: '/sim/oauth/standin/google.js',
  };
  lumen.settings.minimumAge = 21;
  lumen.register.affiliateRequired = true;
  lumen.register.fields = registerFields(true, true);
  lumen.depositChannels = channels('USD');
  lumen.banks = banks.USD;
  lumen.withdraw = { minAmount: 10, maxAmount: 10000, feeRate: 1, dailyCount: 5 };
  lumen.vendorSorting = [
    SORTING.find((c) => c.gameCategory === 'LIVE')!,
    ...SORTING.filter((c) => c.gameCategory !== 'LIVE'),
  ];

  return [aurum, verde, lumen];
}

export const DEFAULT_MERCHANT = 'aurum';
