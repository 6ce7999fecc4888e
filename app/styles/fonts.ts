// Noto Sans, bundled from npm so every machine renders the same glyphs: fonts.css declares the
// Latin, latin-ext and Vietnamese faces, each with its unicode-range, so a Latin page downloads only
// the Latin files. Thai and Chinese faces are loaded on demand by the locale loader (loadScriptFonts).
// The language picker's native names ("简体中文", "ไทย") are drawn on every page by tiny cut faces
// with just their glyphs (native-names/, written by `npm run fonts:native-names`; about 1 kB each,
// inlined into the style sheet by the build).
import './fonts.css';
import './native-names/native-names.css';
import { lateFaceScript, type LateFaceScript } from './scriptFaces';

/** Each late script's faces (every one of LATE_FACE_SCRIPTS: the type keeps the two lists one). */
const SCRIPT_FACES: Record<LateFaceScript, () => Promise<unknown>> = {
  th: () =>
    Promise.all([import('@fontsource/noto-sans-thai/400.css'), import('@fontsource/noto-sans-thai/600.css')]),
  zh: () =>
    Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/600.css')]),
};

/** The Latin faces every page draws in: the body's, and the medium and bold weights (tokens). */
const LATIN_FACES = ['400 1em "Noto Sans"', '600 1em "Noto Sans"', '700 1em "Noto Sans"'];

/**
 * Asks for the Latin faces as the app starts, so they are usually in by its first render. Asked for
 * by that render's layout instead, they always arrived after it: its text was laid out and drawn in
 * a fallback face, then again in Noto Sans, and the fallback's system lookup made that first layout
 * the longest task of a cold start (70-110 ms at 4x CPU on Linux). Only the Latin files (a space
 * selects them).
 */
export function loadLatinFaces(): void {
  if (typeof document === 'undefined' || !document.fonts) return;
  for (const face of LATIN_FACES) document.fonts.load(face, ' ').catch(() => undefined);
}

/** Loads the faces a locale's script needs beyond Latin; resolves when their CSS is in. */
export async function loadScriptFonts(locale: string): Promise<void> {
  const script = lateFaceScript(locale);
  if (script) await SCRIPT_FACES[script]();
}
