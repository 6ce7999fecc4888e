import type { LanguageOption } from './LanguagePicker';

/** The product's picker entries (stories and tests): native names, never translated. */
export const sampleLanguages: LanguageOption[] = [
  { code: 'pt', nativeName: 'Português' },
  { code: 'en', nativeName: 'English' },
  { code: 'zh-CN', nativeName: '简体中文' },
  { code: 'th', nativeName: 'ไทย' },
  { code: 'vi', nativeName: 'Tiếng Việt' },
  { code: 'fil', nativeName: 'Filipino' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)' },
];
