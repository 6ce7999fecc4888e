// The scripts whose faces a page loads only when its language needs them (app/styles/fonts.ts,
// loadScriptFonts), by the language tag's prefix. Every other language is drawn by the faces the app's
// style sheet declares for every page (Latin, latin-ext, Vietnamese). index.html reads the same list
// (written in by the build, vite.config.ts splashTables): its splash draws no text in these languages,
// which would show in a fallback face until the app has loaded theirs.
export const LATE_FACE_SCRIPTS = ['th', 'zh'] as const;

export type LateFaceScript = (typeof LATE_FACE_SCRIPTS)[number];

/** The script of `locale` whose faces load on demand, if any. */
export function lateFaceScript(locale: string): LateFaceScript | undefined {
  return LATE_FACE_SCRIPTS.find((script) => locale.startsWith(script));
}
