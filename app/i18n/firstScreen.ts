// The first screen as the build sees it (vite.config.ts): the home screen's chunk group and the
// first part of the message catalogue (app/i18n/splitCatalogues.ts) are made from these modules.

/** The home screen's roots: the landing page and the header content it slots into the shell. */
export const FIRST_SCREEN_ROOTS = /[\\/]app[\\/]screens[\\/]home[\\/](HomeScreen|HomeHeaderActions)\.tsx$/;

/**
 * The home screen's lazy parts that show only messages of the first part of the catalogue (the
 * home messages of app/screens/lobby/messages.ts), so they load without its rest (plain React.lazy).
 * The build fails if one of them uses any other message.
 */
export const FIRST_SCREEN_PARTS =
  /[\\/]app[\\/]screens[\\/]home[\\/](HomePopups|LoginPopup|AccountMenu)\.tsx$/;
