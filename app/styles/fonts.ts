// Noto Sans, bundled from npm so every machine renders the same glyphs: fonts.css declares the
// Latin, latin-ext and Vietnamese faces, each with its unicode-range, so a Latin page downloads only
// the Latin files. Thai and Chinese faces are loaded on demand by the locale loader (loadScriptFonts).
// The language picker's native names ("简体中文", "ไทย") are drawn on every page by tiny cut faces
// with just their glyphs (native-names/, written by `npm run fonts:native-names`; about 1 kB each,
// inlined into the style sheet by the build).
import './fonts.css';
import './native-names/native-names.css';

/** Loads the faces a locale's script needs beyond Latin; resolves when their CSS is in. */
export async function loadScriptFonts(locale: string): Promise<void> {
  if (locale.startsWith('th')) {
    await Promise.all([
      import('@fontsource/noto-sans-thai/400.css'),
      import('@fontsource/noto-sans-thai/600.css'),
    ]);
  } else if (locale.startsWith('zh')) {
    await Promise.all([
      import('@fontsource/noto-sans-sc/400.css'),
      import('@fontsource/noto-sans-sc/600.css'),
    ]);
  }
}
