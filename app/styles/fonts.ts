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

/** Loads the faces a locale's script needs beyond Latin; resolves when their CSS is in. */
export async function loadScriptFonts(locale: string): Promise<void> {
  const script = lateFaceScript(locale);
  if (script) await SCRIPT_FACES[script]();
}
