export function mergeAreas(locale: string): Record<string, { defaultMessage: string; description?: string }>;
export function listLocales(): string[];
