// The app's one Trusted Types policy ('lobby'). The CSP says `require-trusted-types-for 'script'`
// and `trusted-types lobby`, so the browser refuses a plain string in every script sink (innerHTML,
// script.src, service worker registration) and refuses any other policy: HTML reaches the DOM only
// through this policy's createHTML, which is the sanitiser, and script URLs only through its
// createScriptURL, which is the checked URL helper. Browsers without Trusted Types get the same
// checks on plain strings.
// The sanitiser (DOMPurify) is plugged in by app/security/html.ts, so the entry chunk, which needs
// the policy for script URLs, does not carry DOMPurify; screens with server HTML load it.
import { TRUSTED_TYPES_POLICY } from './config';
import type { HtmlContext, ParsePolicy } from './sanitize';
import { scriptUrl } from './urls';

/** Sanitises server HTML for a context; `parsePolicy` lets DOMPurify parse through this policy. */
export type Sanitiser = (html: string, context: HtmlContext, parsePolicy?: ParsePolicy) => string;
let sanitiser: Sanitiser | null = null;

/** Plugs the sanitiser into the policy (app/security/html.ts does, once). */
export function setSanitiser(fn: Sanitiser) {
  sanitiser = fn;
}

interface PolicyRules {
  createHTML(input: string, context?: unknown): string;
  createScriptURL(input: string): string;
}
interface PolicyFactory {
  createPolicy(name: string, rules: PolicyRules): ParsePolicy;
}

const CONTEXTS: readonly HtmlContext[] = ['promotion', 'announcement', 'popup'];

/** True only while the policy's own sanitiser runs, i.e. while DOMPurify parses the input. */
let sanitising = false;
let policy: ParsePolicy | null | undefined;

function lobbyPolicy(): ParsePolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory) return (policy = null);
  const created: ParsePolicy = factory.createPolicy(TRUSTED_TYPES_POLICY, {
    createHTML(input, context) {
      // DOMPurify parses the untrusted input into an inert document through this same policy
      // (its parser is a Trusted Types sink too); only that nested call passes input unchanged,
      // and what comes out of the outer call is the sanitised markup.
      if (sanitising) return input;
      if (!sanitiser) throw new TypeError('no sanitiser: import app/security/html.ts');
      sanitising = true;
      try {
        const known = CONTEXTS.find((c) => c === context) ?? 'popup';
        return sanitiser(input, known, created);
      } finally {
        sanitising = false;
      }
    },
    createScriptURL(input) {
      const checked = scriptUrl(input);
      if (!checked) throw new TypeError(`script URL refused: ${input}`);
      return checked;
    },
  });
  return (policy = created);
}

/**
 * Server HTML, sanitised for its context by the plugged-in sanitiser, as a TrustedHTML where the
 * browser has Trusted Types (typed as a string: the sinks take either).
 */
export function sanitisedHtml(html: string, context: HtmlContext): string {
  if (!sanitiser) throw new TypeError('no sanitiser: import app/security/html.ts');
  const p = lobbyPolicy();
  return p ? (p.createHTML(html, context) as unknown as string) : sanitiser(html, context);
}

/**
 * A script URL the app may load (a social sign-in SDK, the service worker), as the value for a
 * script sink: a TrustedScriptURL where the browser has Trusted Types. Throws when the URL is refused.
 */
export function trustedScriptUrl(raw: string): string {
  if (!scriptUrl(raw)) throw new TypeError(`script URL refused: ${raw}`);
  const p = lobbyPolicy();
  // The sinks take a TrustedScriptURL where lib.dom says string.
  return p ? (p.createScriptURL(raw) as unknown as string) : raw;
}
