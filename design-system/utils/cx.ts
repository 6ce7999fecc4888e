/** Joins class names, skipping empty ones. */
export const cx = (...names: (string | undefined | null | false)[]) => names.filter(Boolean).join(' ');
