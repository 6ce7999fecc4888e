// What the app trusts beyond its own origin, in one place: the build writes the Content Security
// Policy from it (app/security/csp.ts) and the URL checks read it (app/security/urls.ts).

export interface SecurityConfig {
  /**
   * Origins besides the app's own that may serve a script the app loads on its own: the social
   * sign-in SDKs named by the merchant settings' `sdkUrl`. An `sdkUrl` on any other origin is refused.
   */
  scriptOrigins: readonly string[];
  /** Who may frame the app (`frame-ancestors`); the merchant widens it when it embeds the app. */
  frameAncestors: readonly string[];
  /** Image hosts besides the app's own origin: the merchant's image CDNs (settings `imageCDNs`). */
  imageHosts: readonly string[];
  /** Origins the app calls besides its own (the platform when it lives on another origin). */
  connectHosts: readonly string[];
}

export const securityConfig: SecurityConfig = {
  scriptOrigins: ['https://connect.facebook.net', 'https://accounts.google.com'],
  frameAncestors: ["'self'"],
  imageHosts: [],
  connectHosts: [],
};

/** The one Trusted Types policy the app creates (and the only name the CSP allows). */
export const TRUSTED_TYPES_POLICY = 'lobby';
