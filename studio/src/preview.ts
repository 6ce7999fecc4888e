// Puts a draft into the preview frames. The frames are the real app on the same origin, so the
// studio writes into their documents directly: every custom property of the draft on <html> (an
// inline style wins over the theme class, and portals inherit it), and the draft's logo in place of
// the merchant's. Nothing in the app listens for the studio, so its CSP stays as strict as it is.
import type { DraftAsset } from './StudioStore';

const LOGO = 'img[src$="/logo.svg"], img[data-studio-logo]';
const observed = new WeakSet<Document>();

function applyLogo(doc: Document, logo: DraftAsset | null) {
  for (const img of doc.querySelectorAll<HTMLImageElement>(LOGO)) {
    if (!img.dataset.studioLogo) img.dataset.studioLogo = img.getAttribute('src') ?? '';
    const next = logo?.url ?? img.dataset.studioLogo;
    if (img.getAttribute('src') !== next) img.setAttribute('src', next);
  }
}

/** The draft currently shown, read again by each frame's observer when the app redraws. */
let currentLogo: DraftAsset | null = null;

export function applyDraft(
  frame: HTMLIFrameElement,
  vars: ReadonlyMap<string, string>,
  logo: DraftAsset | null,
) {
  currentLogo = logo;
  const doc = frame.contentDocument;
  if (!doc?.documentElement) return;
  const style = doc.documentElement.style;
  for (const [name, value] of vars) {
    if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
  }
  applyLogo(doc, logo);
  if (!observed.has(doc) && doc.body) {
    observed.add(doc);
    // The app draws its header again on navigation: the logo is swapped in again each time.
    new MutationObserver(() => applyLogo(doc, currentLogo)).observe(doc.body, {
      childList: true,
      subtree: true,
    });
  }
}

const guarded = new WeakSet<Window>();

/**
 * Lets a preview frame take focus only when the merchant moves into it (a tap, Tab). The app moves
 * focus by script (a dialog focuses its first control as it opens), and a frame that did so while the
 * merchant types a colour in the studio would take the keys from the field. So while the frame's
 * document does not have focus, focus calls made in it are ignored; once the merchant is in the
 * frame, the app's own focus management works as it does on a phone.
 */
export function keepFocusInStudio(frame: HTMLIFrameElement) {
  // The frame's own globals: its elements are made from its prototypes, not the studio's.
  const win = frame.contentWindow as (Window & typeof globalThis) | null;
  if (!win || guarded.has(win)) return;
  guarded.add(win);
  for (const proto of [win.HTMLElement.prototype, win.SVGElement.prototype]) {
    const focus = proto.focus;
    proto.focus = function focusWhenInFrame(this: HTMLElement | SVGElement, options?: FocusOptions) {
      if (win.document.hasFocus()) focus.call(this, options);
    };
  }
}
