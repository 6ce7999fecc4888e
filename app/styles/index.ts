// Everything the app imports once for its look: bundled fonts and the global base styles (box
// sizing, body font and canvas from the theme, focus ring, reduced motion). The merchant's theme
// class itself is loaded at run time: see design-system/theme/README.md.
import './fonts.ts';
import '../../design-system/theme/global.css.ts';
