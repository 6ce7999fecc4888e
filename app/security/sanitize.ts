// Server HTML (promotion content, announcements, home popups) reaches the DOM only through one
// DOMPurify configuration per context. Beyond DOMPurify's own script stripping, every context
// refuses what lets server HTML imitate the app: forms and inputs (a fake login inside a popup),
// inline styles that position or size (an overlay covering the real dialog), embedded documents,
// and links that are not http(s) or that keep a handle on the app (`window.opener`).
import DOMPurify, { type Config } from 'dompurify';

export type HtmlContext = 'promotion' | 'announcement' | 'popup';

/** Elements no context keeps: forms and their controls, frames, embeds, styles, document metadata. */
const FORBID_TAGS = [
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'output',
  'fieldset',
  'label',
  'iframe',
  'frame',
  'object',
  'embed',
  'style',
  'link',
  'meta',
  'base',
  'dialog',
  'template',
  'svg',
  'math',
];
/** Attributes no context keeps: form plumbing and anything that targets or re-styles the page. */
const FORBID_ATTR = [
  'action',
  'formaction',
  'form',
  'target',
  'srcset',
  'ping',
  'id',
  'name',
  'class',
  'tabindex',
];

/** Links and images: http(s) or a root path; no other scheme (DOMPurify would keep mailto:, tel:). */
const ALLOWED_URI_REGEXP = /^(?:https?:\/\/|\/(?![/\\]))/i;

const base: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
};

/** One configuration per context; each is the base with what that content needs. */
export const sanitizeConfigs: Record<HtmlContext, Config> = {
  // Promotion pages carry tables of reward tiers and images.
  promotion: { ...base },
  // Announcements are text with links and the odd image; no tables.
  announcement: { ...base, FORBID_TAGS: [...FORBID_TAGS, 'table', 'video', 'audio'] },
  // Popups sit above the page, so they get the least: text, links, images.
  popup: { ...base, FORBID_TAGS: [...FORBID_TAGS, 'table', 'video', 'audio', 'details'] },
};

/** Style properties that only colour and emphasise text: nothing here moves, sizes or covers. */
const HARMLESS_STYLE = new Set([
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'text-align',
  'text-decoration',
  'text-decoration-line',
]);

/** Keeps only harmless declarations of a style attribute; values with url() or expressions go. */
function harmlessStyle(el: HTMLElement): string {
  const kept: string[] = [];
  for (let i = 0; i < el.style.length; i++) {
    const name = el.style.item(i);
    const value = el.style.getPropertyValue(name);
    if (HARMLESS_STYLE.has(name) && !/url\(|expression|var\(|attr\(/i.test(value))
      kept.push(`${name}: ${value}`);
  }
  return kept.join('; ');
}

const purify = DOMPurify();

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeType !== 1) return;
  const el = node as HTMLElement;
  if (el.hasAttribute('style')) {
    const style = harmlessStyle(el);
    if (style) el.setAttribute('style', style);
    else el.removeAttribute('style');
  }
  if (el.tagName === 'A') {
    const href = el.getAttribute('href');
    if (href && /^https?:\/\//i.test(href)) {
      // Outside pages open in a new tab with no handle on the app and no referrer.
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    } else if (href && !href.startsWith('/')) {
      el.removeAttribute('href');
    }
  }
});

/**
 * Sanitises server HTML for a context and returns a string. The app renders it through the Trusted
 * Types policy (app/security/trustedTypes.ts), which calls this; `parsePolicy` is that policy, so
 * DOMPurify's own parsing of the input passes the browser's Trusted Types check.
 */
export function sanitizeHtml(html: string, context: HtmlContext, parsePolicy?: ParsePolicy): string {
  return purify.sanitize(html, {
    ...sanitizeConfigs[context],
    RETURN_TRUSTED_TYPE: false,
    // With no policy DOMPurify would create its own ('dompurify'), which the CSP does not allow.
    TRUSTED_TYPES_POLICY: parsePolicy ?? null,
  }) as unknown as string;
}

/** A Trusted Types policy as DOMPurify takes it (lib.dom has no Trusted Types types). */
export type ParsePolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;
