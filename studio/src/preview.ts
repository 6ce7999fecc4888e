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
