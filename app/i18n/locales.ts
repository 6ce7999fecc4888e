// The app's languages, their native names and the codes the platform's `language` parameter uses.
// Portuguese (pt) is the default (SPEC §1). Adding a language: one entry here, one folder of
// translations in app/i18n/translations/<locale>/ (see README.md).

import type { PlatformLanguage } from '@contract/common';

export const locales = ['pt', 'en', 'zh-CN', 'th', 'vi', 'fil', 'pt-BR'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt';

/** Names shown in the language picker, each in its own language. */
export const nativeNames: Record<Locale, string> = {
  pt: 'Português',
  en: 'English',
  'zh-CN': '简体中文',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  fil: 'Filipino',
  'pt-BR': 'Português (Brasil)',
};

/** The platform's `language` parameter for each app locale. */
export const platformLanguage: Record<Locale, PlatformLanguage> = {
  pt: 'PT',
  en: 'EN',
  'zh-CN': 'CN',
  th: 'TH',
  vi: 'VN',
  fil: 'PH',
  'pt-BR': 'BR',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The app locale for a stored or requested value: an app locale as is, a platform code (a stored
 * default of `CN` is seen in the field, SPEC §1) mapped back, otherwise the default.
 */
export function toLocale(value: string | null | undefined): Locale {
  if (!value) return defaultLocale;
  if (isLocale(value)) return value;
  const upper = value.toUpperCase();
  const fromPlatform = (Object.keys(platformLanguage) as Locale[]).find((l) => platformLanguage[l] === upper);
  if (fromPlatform) return fromPlatform;
  const lower = value.toLowerCase();
  return locales.find((l) => l.toLowerCase() === lower) ?? defaultLocale;
}
