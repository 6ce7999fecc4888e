// Server HTML for the DOM: sanitised for its context (app/security/sanitize.ts) through the app's
// Trusted Types policy (app/security/trustedTypes.ts). Screens that show server HTML import this.
import { sanitizeHtml, type HtmlContext } from './sanitize';
import { sanitisedHtml, setSanitiser } from './trustedTypes';

setSanitiser(sanitizeHtml);

export type { HtmlContext };

/**
 * Props for `dangerouslySetInnerHTML`. React hands the value to innerHTML untouched, so a
 * TrustedHTML passes the browser's Trusted Types check.
 */
export function trustedHtml(html: string, context: HtmlContext): { __html: string } {
  return { __html: sanitisedHtml(html, context) };
}
