// Realistic platform data for tests and stories (deterministic: no clock, no randomness).
import type { CallName, Contract } from '@contract';
import type { ResponseOf } from '@contract/define';
import type { MemberInfo, SiteSettings, SystemStatusValue, UnreadCounts, WalletInfo } from '../api/types';

export type FixtureMerchant = 'aurum' | 'verde' | 'lumen';
export type Value<N extends CallName> = ResponseOf<Contract[N]>;

/** A fixed instant (2026-03-14 12:00 UTC) for dates in fixtures and screenshots. */
export const FIXED_NOW = Date.UTC(2026, 2, 14, 12, 0, 0);

const names: Record<FixtureMerchant, string> = {
  aurum: 'Aurum Club',
  verde: 'Verde Sorte',
  lumen: 'Lumen Play',
};

export function systemStatusFixture(
  merchant: FixtureMerchant = 'aurum',
  status: { maintenance?: boolean; regionRestriction?: boolean } = {},
): SystemStatusValue {
  const maintenance = status.maintenance ?? false;
  const regionRestriction = status.regionRestriction ?? false;
  return {
    merchantCode: merchant,
    status: maintenance ? 1 : regionRestriction ? 2 : 0,
    maintenance,
    regionRestriction,
    location: { ip: '203.0.113.24', country: 'PT' },
    info: { serverTime: FIXED_NOW, version: '2026.3.0' },
  };
}

const loginRules = [
  {
    name: 'loginUsername',
    enabled: true,
    required: true,
    pattern: '^[a-zA-Z0-9_]{4,16}$',
    message: 'err_invalid_format',
    maxLength: 16,
  },
  {
    name: 'loginPassword',
    enabled: true,
    required: true,
    pattern: '^.{6,20}$',
    message: 'err_invalid_format',
    maxLength: 20,
  },
];

export function siteSettingsFixture(merchant: FixtureMerchant = 'aurum'): SiteSettings {
  const verde = merchant === 'verde';
  return {
    merchantCode: merchant,
    merchantName: names[merchant],
    mainDomain: `${merchant}.example`,
    currency: verde ? 'BRL' : 'CNY',
    currencySymbol: verde ? 'R$' : '￥',
    currencyPattern: '#,##0.00',
    defaultLanguage: 'PT',
    languages: ['PT', 'EN', 'CN', 'TH', 'VN', 'PH', 'BR'],
    countryDialingCode: verde ? '+55' : '+351',
    dialingCodes: ['+351', '+55', '+86', '+66', '+84', '+63'],
    maintenance: false,
    regionRestriction: false,
    location: { ip: '203.0.113.24' },
    whitelabel: {
      USERNAMEREG3: !verde,
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
      MOBILENUMPASSREG3: true,
      FACEBOOKLOGIN3: merchant === 'lumen',
      GOOGLELOGIN3: merchant === 'lumen',
      DIRECTREG3: !verde,
      CBS3: !verde,
      MENU_BET_RECORD: true,
      MENU_TRANSACTION_RECORD: true,
      MENU_PROFIT_LOSS: true,
      MENU_REWARD_CENTER: true,
      MENU_POINTS_MALL: true,
      MENU_SECURITY_CENTER: true,
      VIP_BENEFIT: true,
    },
    settings: {
      smsLogin: merchant === 'aurum',
      captcha: merchant === 'lumen',
      facebookLogin: { enabled: merchant === 'lumen', clientId: 'fb-demo' },
      googleLogin: { enabled: merchant === 'lumen', clientId: 'google-demo' },
      referralEnabled: merchant !== 'lumen',
      minimumAge: 18,
    },
    mobileTemplate: {
      app_background: '',
      app_desc: '',
      app_desc_font_color: '',
      mem_cen: verde ? '1' : '0',
      dep_func: verde ? '1' : '0',
    },
    resources: [
      { resourceType: 'TELEGRAM', url: `https://t.me/${merchant}_support` },
      { resourceType: 'Android', url: `https://${merchant}.example/app.apk` },
      { resourceType: 'IOS', url: `https://${merchant}.example/app.ipa` },
      { resourceType: 'AFFILIATELINK', url: `https://affiliates.${merchant}.example/join` },
    ],
    customerService: { key: '', iv: '', data: '' },
    domainRoute: [{ path: '/m/promo', target: '/m/activity' }],
    imageCDNs: [],
    paths: { image: '/sim/img', game: '/sim/game', lotto: '/sim/lotto' },
    register: {
      methods: verde ? ['mobileNum'] : ['username', 'mobileNum'],
      smsVerification: true,
      mobilePassword: true,
      captcha: merchant === 'lumen',
      affiliateEnabled: true,
      affiliateRequired: merchant === 'lumen',
      agreeDefault: true,
      fields: [],
      loginFields: loginRules,
    },
  };
}

export interface FixtureUser {
  userName: string;
  type: number;
  nickname: string;
  vip: string | null;
  balance: number;
  unread: number;
}

export const fixtureUsers = {
  member: {
    userName: 'demo_member',
    type: 0,
    nickname: 'Sofia',
    vip: 'VIP 3 · Ouro',
    balance: 1234.56,
    unread: 5,
  },
  agent: { userName: 'demo_agent', type: 1, nickname: 'Agente Rui', vip: null, balance: 8020.1, unread: 0 },
  agent41: { userName: 'demo_agent41', type: 41, nickname: '', vip: null, balance: 310, unread: 0 },
  contract: { userName: 'demo_contract', type: 0, nickname: 'Marta', vip: 'VIP 1', balance: 52.3, unread: 1 },
  trial: { userName: 'trial_8841', type: 4, nickname: '', vip: null, balance: 2000, unread: 0 },
} satisfies Record<string, FixtureUser>;
export type FixtureUserKey = keyof typeof fixtureUsers;

export function memberInfoFixture(user: FixtureUser): MemberInfo {
  return {
    id: 1001,
    account: user.userName,
    userName: user.userName,
    nickname: user.nickname,
    type: user.type,
    clubLabel: user.vip ? { labelName: user.vip } : null,
    vipLevel: user.vip ? 3 : 0,
    mobileNum: '+351 ****5678',
    email: '',
    realName: '',
    hasPaymentPassword: false,
    createdAt: FIXED_NOW - 86_400_000 * 90,
    lastLoginAt: FIXED_NOW - 3_600_000,
  };
}

export function walletFixture(user: FixtureUser, merchant: FixtureMerchant = 'aurum'): WalletInfo {
  const verde = merchant === 'verde';
  return {
    currency: verde ? 'BRL' : 'CNY',
    currencySymbol: verde ? 'R$' : '￥',
    currencyPattern: '#,##0.00',
    sumBalance: user.balance,
    wallets: [{ name: 'main', balance: user.balance }],
  };
}

export function unreadFixture(user: FixtureUser): UnreadCounts {
  return {
    announcementUnreadCount: Math.min(user.unread, 2),
    chatUnreadCount: 0,
    inboxUnreadCount: Math.max(user.unread - 2, 0),
    totalUnreadCount: user.unread,
  };
}

/**
 * The member's recent sign-ins: this device a few minutes ago, a phone still signed in since
 * yesterday, a sign-in abroad and one the platform could not place or name, both over.
 */
export function loginHistoryFixture(): Value<'loginHistory'> {
  const hour = 3_600_000;
  const login = (hoursAgo: number, browser: string, os: string, country: string, city: string) => ({
    at: FIXED_NOW - hoursAgo * hour,
    browser,
    os,
    country,
    city,
    current: false,
    active: false,
  });
  return {
    logins: [
      { ...login(1 / 12, 'Chrome', 'Android', 'PT', 'Lisboa'), current: true, active: true },
      { ...login(26, 'Safari', 'iOS', 'PT', 'Porto'), active: true },
      login(12 * 24, 'Samsung Internet', 'Android', 'GB', 'London'),
      login(20 * 24, '', '', '', ''),
    ],
  };
}
