// Noto Sans, bundled from npm so every machine renders the same glyphs. Each @font-face carries a
// unicode-range, so a Latin page downloads only the Latin (and, when used, Vietnamese) files.
// Thai and Chinese faces are loaded on demand by the locale loader (see loadScriptFonts).
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans/latin-ext-400.css';
import '@fontsource/noto-sans/vietnamese-400.css';
import '@fontsource/noto-sans/vietnamese-600.css';
import '@fontsource/noto-sans/vietnamese-700.css';

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
