// Site status, settings, public key, register settings and download links.
import { contract } from '../../contract/index.ts';
import { encryptCustomerService } from '../../contract/crypto.ts';
import type { Platform } from '../platform.ts';
import type { MerchantConfig } from '../seed/merchants.ts';

export const VERSION = '1.0.0-sim';

export function registerSettingsOf(m: MerchantConfig) {
  const wl = m.whitelabel;
  const methods: ('username' | 'mobileNum')[] = [];
  if (wl.USERNAMEREG3) methods.push('username');
  if (wl.MOBILENUMREG3) methods.push('mobileNum');
  return {
    methods,
    smsVerification: Boolean(wl.REGMOBVERF3),
    mobilePassword: Boolean(wl.MOBILENUMPASSREG3),
    captcha: m.settings.captcha,
    affiliateEnabled: m.register.affiliateEnabled,
    affiliateRequired: m.register.affiliateRequired,
    agreeDefault: m.register.agreeDefault,
    fields: m.register.fields.map((f) =>
      f.name === 'affiliateCode'
        ? { ...f, enabled: m.register.affiliateEnabled, required: m.register.affiliateRequired }
        : f.name === 'captcha'
          ? { ...f, enabled: m.settings.captcha, required: m.settings.captcha }
          : f,
    ),
    loginFields: m.register.loginFields,
  };
}

export function statusOf(m: MerchantConfig): 0 | 1 | 2 {
  return m.maintenance ? 1 : m.regionRestriction ? 2 : 0;
}

export function registerSystem(
  p: Platform,
  publicKey: () => Promise<{ keyId: string; publicKey: string }>,
): void {
  p.handle('systemStatus', contract.systemStatus, ({ merchant, client, now }) => ({
    merchantCode: merchant.code,
    status: statusOf(merchant),
    maintenance: merchant.maintenance,
    regionRestriction: merchant.regionRestriction,
    location: { ip: client, country: merchant.regionRestriction ? 'XX' : 'PT' },
    info: { serverTime: now, version: VERSION },
  }));

  p.handle('siteSettings', contract.siteSettings, async ({ merchant: m, client }) => ({
    merchantCode: m.code,
    merchantName: m.name,
    mainDomain: m.mainDomain,
    currency: m.currency,
    currencySymbol: m.currencySymbol,
    currencyPattern: m.currencyPattern,
    defaultLanguage: m.defaultLanguage,
    languages: m.languages,
    countryDialingCode: m.countryDialingCode,
    dialingCodes: m.dialingCodes,
    maintenance: m.maintenance,
    regionRestriction: m.regionRestriction,
    location: { ip: client },
    whitelabel: m.whitelabel,
    settings: m.settings,
    mobileTemplate: m.mobileTemplate,
    resources: m.resources,
    customerService: await encryptCustomerService(m.customerService),
    domainRoute: m.domainRoute,
    imageCDNs: m.imageCDNs,
    paths: { image: '/sim/img', game: '/sim/game', lotto: '/sim/lotto-h5' },
    register: registerSettingsOf(m),
  }));

  p.handle('publicKey', contract.publicKey, async () => ({
    ...(await publicKey()),
    algorithm: 'RSA-OAEP-256' as const,
  }));

  p.handle('registerSettings', contract.registerSettings, ({ merchant }) => registerSettingsOf(merchant));

  p.handle('downloadLinks', contract.downloadLinks, ({ merchant }) => merchant.resources);
}
