/** Why a file was not added: wrong type, too big, one too many, or not a readable image. */
export type ImageRejectReason = 'type' | 'size' | 'count' | 'read';

export interface ImageRejection {
  reason: ImageRejectReason;
  file: File;
}

/** SPEC §2 and §9: jpg, jpeg, png, gif; 5 MB; at most 3. */
export const DEFAULT_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
] as const;
export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_IMAGES = 3;

/** Matches a file against accept entries: MIME types (`image/png`), wildcards (`image/*`) or extensions (`.jpg`). */
export function matchesAccept(file: File, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/**
 * Splits newly chosen files into those to keep and those rejected (type, then size, then count),
 * given how many are already kept. Pure, so it is unit-tested on its own.
 */
export function triageFiles(
  incoming: readonly File[],
  existingCount: number,
  rules: { accept: readonly string[]; maxSize: number; maxCount: number },
): { accepted: File[]; rejected: ImageRejection[] } {
  const accepted: File[] = [];
  const rejected: ImageRejection[] = [];
  for (const file of incoming) {
    if (!matchesAccept(file, rules.accept)) rejected.push({ reason: 'type', file });
    else if (file.size > rules.maxSize) rejected.push({ reason: 'size', file });
    else if (existingCount + accepted.length >= rules.maxCount) rejected.push({ reason: 'count', file });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
