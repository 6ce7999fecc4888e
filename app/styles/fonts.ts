// Noto Sans, bundled from npm so every machine renders the same glyphs: fonts.css declares the
// Latin, latin-ext and Vietnamese faces, each with its unicode-range, so a Latin page downloads only
// the Latin files. Thai and Chinese faces are loaded on demand by the locale loader (loadScriptFonts).
import './fonts.css';

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
