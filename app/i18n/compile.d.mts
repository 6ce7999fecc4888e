export function mergeAreas(locale: string): Record<string, { defaultMessage: string; description?: string }>;
export function listLocales(): string[];
export const BOOT_MESSAGE_IDS: string[];
export function bootMessages(locales?: string[]): Record<string, Record<string, string>>;
