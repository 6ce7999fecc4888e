export const areas: Record<string, string[]>;
export function extract(area: string, outFile?: string): string;
export function extractGlobs(globs: string[], outFile: string): string;
