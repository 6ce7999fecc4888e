// Everything the app imports once for its look: bundled fonts and the global base styles (box
// sizing, body font and canvas from the theme, focus ring, reduced motion). The merchant's theme
// class itself is loaded at run time: see design-system/theme/README.md.
import './fonts.ts';
import '../../design-system/theme/global.css.ts';
// The dialogs' and sheets' styles travel in the app's style sheet, not in a sheet of the dialog
// chunk's own: a first visit's home opens the app-download popup, so that sheet was a fourth style
// sheet on every first load (1.2 kB gzip), and a dialog opened on any page no longer waits for it.
import '../../design-system/components/Dialog/Dialog.css.ts';
import '../../design-system/components/Sheet/Sheet.css.ts';
// The same for the floating panel of a first visit's app-download offer (home's popups are a chunk of
// their own, fetched when one is due).
import '../../design-system/components/FloatingPanel/FloatingPanel.css.ts';
