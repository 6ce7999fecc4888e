// The layout sweep's checks (tests/e2e/sweep.spec.ts). `inspectPage` runs inside the page and
// returns one line per defect; `settle` waits until a page has stopped changing. Both are plain
// functions handed to page.evaluate, so they carry no imports and no closures.
import type { Page } from './fixtures';

export interface InspectOptions {
  /** The smallest tap target, in CSS pixels (WCAG 2.5.5 and the design system's size.tapTarget). */
  minTarget: number;
}

/**
 * Runs every check on the page as it is now:
 * - overflow: the page scrolls sideways;
 * - target: a visible interactive element smaller than `minTarget` either way;
 * - overlap: two interactive elements whose hit areas overlap in the same layer, a control hidden
 *   under a fixed bar that the page can never scroll it out of, or a floating (fixed, not a bar, not
 *   a dialog or popover) element over content at rest;
 * - edge: text closer to the left or right edge of its visual container (the nearest ancestor with a
 *   background, border or shadow, else the window) than the theme's smallest spacing token, or
 *   running past it;
 * - glyph: a visible character drawn as the missing-glyph box;
 * - dialogs: more than one open dialog.
 */
export async function inspectPage({ minTarget }: InspectOptions): Promise<string[]> {
  const problems: string[] = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const css = (el: Element) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };

  const describe = (el: Element) => {
    const tag = el.tagName.toLowerCase();
    const testId = el.getAttribute('data-testid');
    const label = el.getAttribute('aria-label');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
    const r = el.getBoundingClientRect();
    const name = testId ? `[data-testid=${testId}]` : label ? `[aria-label="${label}"]` : '';
    return `${tag}${name}${text ? ` "${text}"` : ''} @${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  };

  type Box = { left: number; top: number; right: number; bottom: number };
  const intersect = (a: Box, b: Box): Box | null => {
    const box = {
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    };
    return box.right - box.left > 0.5 && box.bottom - box.top > 0.5 ? box : null;
  };
  const clips = (el: Element) => {
    const s = css(el);
    return s.overflowX !== 'visible' || s.overflowY !== 'visible';
  };
  /**
   * The part of `box` left visible by the clipping ancestors of `el` (up to, not past, `stop`); with
   * `own`, `el` itself clips too (text inside it).
   */
  const visiblePart = (el: Element, box: Box, stop: Element | null = null, own = false): Box | null => {
    let part: Box | null = box;
    for (let a = own ? el : el.parentElement; a && part; a = a.parentElement) {
      if (a !== document.body && a !== document.documentElement && clips(a))
        part = intersect(part, a.getBoundingClientRect());
      if (a === stop) break;
    }
    return part;
  };
  const shown = (el: Element) =>
    el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !el.closest('[inert]');

  // ---- overflow ----
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > vw + 0.5) {
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.right > vw + 0.5 && r.width > 0 && shown(el) && visiblePart(el, r) !== null;
      })
      .filter((el, _, all) => !all.some((o) => o !== el && el.contains(o)))
      .slice(0, 3)
      .map(describe);
    problems.push(`overflow: page is ${scrollWidth}px wide in a ${vw}px window (${culprits.join('; ')})`);
  }

  // ---- dialogs ----
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(
    (d) => shown(d) && !d.parentElement?.closest('[role="dialog"], [role="alertdialog"]'),
  );
  if (dialogs.length > 1)
    problems.push(`dialogs: ${dialogs.length} open at once (${dialogs.map(describe).join('; ')})`);

  // ---- layers ----
  const fixedRoot = (el: Element): Element | null => {
    for (let a: Element | null = el; a; a = a.parentElement) if (css(a).position === 'fixed') return a;
    return null;
  };
  const isOverlay = (root: Element) =>
    root.matches('[role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper]') ||
    root.querySelector('[role="dialog"], [role="alertdialog"], [role="status"], [role="alert"]') !== null ||
    root.closest('[role="region"]') !== null;
  const column = Math.min(vw, document.querySelector('[data-route]')?.getBoundingClientRect().width ?? vw);
  const barOf = (root: Element): 'top' | 'bottom' | null => {
    const r = root.getBoundingClientRect();
    if (r.width < column - 1) return null;
    if (r.top <= vh / 4 && r.bottom <= vh / 2) return 'top';
    if (r.bottom >= (vh * 3) / 4 && r.top >= vh / 2) return 'bottom';
    return null;
  };

  // ---- interactive elements ----
  const INTERACTIVE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])';
  /**
   * WCAG 2.5.8's "inline" exception: a link inside a sentence is sized by the line of text around it
   * (the agreement link in "I accept the user agreement"). Only links whose block has other text.
   */
  const inlineInText = (el: Element) => {
    if (el.tagName !== 'A' || !css(el).display.startsWith('inline')) return false;
    const block = el.parentElement;
    if (!block) return false;
    const own = (el.textContent ?? '').trim();
    return (block.textContent ?? '').replace(own, '').trim().length > 0;
  };
  const controls = [...document.querySelectorAll(INTERACTIVE)].filter((el) => {
    if (el.hasAttribute('data-radix-focus-guard') || !shown(el)) return false;
    if (css(el).pointerEvents === 'none') return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && visiblePart(el, r) !== null;
  });
  const union = (boxes: Box[]): Box => ({
    left: Math.min(...boxes.map((b) => b.left)),
    top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.right)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  });
  /**
   * Where a tap operates the element: its box, grown by an absolutely placed ::before or ::after
   * (the design system's tapAreaStyle widens small boxes that way).
   */
  const hitBox = (el: Element): Box => {
    const r = el.getBoundingClientRect();
    const boxes: Box[] = [r];
    const s = css(el);
    if (s.position !== 'static') {
      const inner = {
        left: r.left + parseFloat(s.borderLeftWidth),
        top: r.top + parseFloat(s.borderTopWidth),
        right: r.right - parseFloat(s.borderRightWidth),
        bottom: r.bottom - parseFloat(s.borderBottomWidth),
      };
      for (const pseudo of ['::before', '::after']) {
        const p = getComputedStyle(el, pseudo);
        if (p.content === 'none' || p.position !== 'absolute' || p.pointerEvents === 'none') continue;
        const [top, right, bottom, left] = [p.top, p.right, p.bottom, p.left].map(parseFloat);
        if ([top, right, bottom, left].some((n) => n === undefined || Number.isNaN(n))) continue;
        boxes.push({
          left: inner.left + left!,
          top: inner.top + top!,
          right: inner.right - right!,
          bottom: inner.bottom - bottom!,
        });
      }
    }
    return union(boxes);
  };
  /** The hit box together with the element's labels: tapping a <label> operates its control. */
  const targetBox = (el: Element): Box => {
    const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
    return union([hitBox(el), ...labels.filter(shown).map((l) => l.getBoundingClientRect())]);
  };
  for (const el of controls) {
    const r = targetBox(el);
    if ((r.right - r.left < minTarget - 0.5 || r.bottom - r.top < minTarget - 0.5) && !inlineInText(el))
      problems.push(`target: under ${minTarget}×${minTarget}: ${describe(el)}`);
  }
  /**
   * Allowed overlap: a small control wholly inside a larger one and drawn on top of it (a game
   * tile's favourite star, a field's show-password button): every tap on the small one reaches it,
   * and the larger one keeps the rest of its area.
   */
  const stackedInside = (inner: Element, ib: Box, outer: Element, ob: Box): boolean => {
    const inside =
      ib.left >= ob.left - 0.5 &&
      ib.right <= ob.right + 0.5 &&
      ib.top >= ob.top - 0.5 &&
      ib.bottom <= ob.bottom + 0.5;
    if (!inside || (ib.right - ib.left) * (ib.bottom - ib.top) >= (ob.right - ob.left) * (ob.bottom - ob.top))
      return false;
    // The inner one must be painted above the outer one where it is (other layers, such as an open
    // popover, may lie above both).
    const above = (px: number, py: number) => {
      const stack = document.elementsFromPoint(px, py);
      const i = stack.findIndex((e) => inner.contains(e));
      const o = stack.findIndex((e) => outer.contains(e) && !inner.contains(e));
      return i >= 0 && (o < 0 || i < o);
    };
    const x = (ib.left + ib.right) / 2;
    const y = (ib.top + ib.bottom) / 2;
    if (x >= 0 && y >= 0 && x <= vw && y <= vh) return above(x, y);
    // Outside the window elementsFromPoint sees nothing: bring it into view first.
    const scrolled = window.scrollY;
    inner.scrollIntoView({ block: 'center', inline: 'nearest' });
    const r = inner.getBoundingClientRect();
    const result = above(r.left + r.width / 2, r.top + r.height / 2);
    window.scrollTo(0, scrolled);
    return result;
  };
  const docHeight = document.documentElement.scrollHeight;
  const covered = (flow: Element, bar: Element, side: 'top' | 'bottom') => {
    // A control under a fixed bar is fine when scrolling can bring it out from under the bar.
    const r = flow.getBoundingClientRect();
    const b = bar.getBoundingClientRect();
    return side === 'bottom'
      ? r.bottom + window.scrollY > docHeight - (vh - b.top) + 0.5
      : r.top + window.scrollY < b.bottom - 0.5;
  };
  const hits = controls.map((c) => visiblePart(c, hitBox(c)));
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i]!;
      const b = controls[j]!;
      if (a.contains(b) || b.contains(a)) continue;
      const ra = hits[i]!;
      const rb = hits[j]!;
      if (!ra || !rb || !intersect(ra, rb)) continue;
      if (stackedInside(a, ra, b, rb) || stackedInside(b, rb, a, ra)) continue;
      const fa = fixedRoot(a);
      const fb = fixedRoot(b);
      if (fa !== fb) {
        if ((fa && isOverlay(fa)) || (fb && isOverlay(fb))) continue;
        const [fixed, flow] = fa ? [fa, b] : [fb!, a];
        const side = barOf(fixed);
        if (side && !(fa && fb) && !covered(flow, fixed, side)) continue;
      }
      problems.push(`overlap: ${describe(a)} and ${describe(b)}`);
    }
  }

  // ---- text ----
  const visualContainer = (el: Element): Element | null => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const s = css(a);
      const bg = s.backgroundColor;
      const painted =
        (bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) ||
        s.backgroundImage !== 'none' ||
        s.boxShadow !== 'none' ||
        (parseFloat(s.borderLeftWidth) > 0 && s.borderLeftStyle !== 'none') ||
        (parseFloat(s.borderRightWidth) > 0 && s.borderRightStyle !== 'none');
      if (painted) return a;
    }
    return null;
  };
  const root = getComputedStyle(document.documentElement);
  const spaces = [...root]
    .filter((p) => p.startsWith('--mc-space-'))
    .map((p) => parseFloat(root.getPropertyValue(p)))
    .filter((n) => n > 0);
  const minSpace = spaces.length > 0 ? Math.min(...spaces) : 2;

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const t = n as Text;
    if (!t.data.trim() || !t.parentElement || !shown(t.parentElement)) continue;
    if (t.parentElement.closest('script, style, noscript, [aria-hidden="true"] svg')) continue;
    texts.push(t);
  }
  const edgeReported = new Set<Element>();
  for (const t of texts) {
    const el = t.parentElement!;
    const range = document.createRange();
    range.selectNodeContents(t);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) continue;
    const container = visualContainer(el);
    const cr = container?.getBoundingClientRect();
    const inner = container
      ? {
          left: cr!.left + parseFloat(css(container).borderLeftWidth),
          right: cr!.right - parseFloat(css(container).borderRightWidth),
        }
      : { left: 0, right: vw };
    for (const rect of rects) {
      // Visually hidden text (a 1 px clipped box for screen readers) is not on screen.
      const part = visiblePart(el, rect, container, true);
      if (!part || part.right - part.left <= 1 || part.bottom - part.top <= 1) continue;
      // Text clipped on purpose (an ellipsis, a ticker, a scroller) is measured where it is cut.
      const gapLeft = part.left - inner.left;
      const gapRight = inner.right - part.right;
      if ((gapLeft < minSpace - 0.5 || gapRight < minSpace - 0.5) && !edgeReported.has(el)) {
        edgeReported.add(el);
        problems.push(
          `edge: text ${Math.round(Math.min(gapLeft, gapRight))}px from the edge of ${container ? describe(container) : 'the window'} (min ${minSpace}px): ${describe(el)}`,
        );
      }
    }
  }

  // ---- floating elements over content at rest ----
  // Fixed elements that are neither a bar the layout makes room for nor a dialog, popover or toast
  // (a floating hint or button) must not sit over the page's text or controls.
  // Under an open dialog the page is inert, so only pages without one are checked.
  const painted = (el: Element) => {
    const s = css(el);
    return (
      (s.backgroundColor !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(s.backgroundColor)) ||
      s.backgroundImage !== 'none' ||
      s.boxShadow !== 'none' ||
      el instanceof SVGSVGElement ||
      el instanceof HTMLImageElement ||
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '')
    );
  };
  const floating = [...document.body.querySelectorAll('*')].filter((el) => {
    if (dialogs.length > 0) return false;
    if (css(el).position !== 'fixed' || fixedRoot(el.parentElement ?? document.body) || !shown(el))
      return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && !isOverlay(el) && barOf(el) === null;
  });
  for (const f of floating) {
    // What the floating element actually draws (a transparent full-screen layer covers nothing).
    const boxes = [f, ...f.querySelectorAll('*')]
      .filter((el) => shown(el) && painted(el))
      .map((el) => el.getBoundingClientRect());
    const under = [
      ...controls.filter((c) => !fixedRoot(c)).map((c) => [c, c.getBoundingClientRect()] as const),
      ...texts
        .filter((t) => !fixedRoot(t.parentElement!))
        .flatMap((t) => {
          const range = document.createRange();
          range.selectNodeContents(t);
          return [...range.getClientRects()].map((r) => [t.parentElement!, r] as const);
        }),
    ];
    const hit = under.find(([el, r]) => boxes.some((b) => intersect(b, r)) && visiblePart(el, r) !== null);
    if (hit) problems.push(`floating: ${describe(f)} covers ${describe(hit[0])}`);
  }

  // ---- glyphs ----
  // A character no face in the element's font stack draws is rendered as the .notdef box, the same
  // box as for a code point no font has; compare each character with that box on a canvas.
  type GlyphCache = Map<string, boolean>;
  const w = window as unknown as { __sweepGlyphs?: GlyphCache };
  const cache: GlyphCache = (w.__sweepGlyphs ??= new Map());
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 48;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const draw = (font: string, ch: string) => {
    ctx.clearRect(0, 0, 48, 48);
    ctx.font = font;
    ctx.textBaseline = 'middle';
    ctx.fillText(ch, 4, 24);
    return { width: ctx.measureText(ch).width, pixels: ctx.getImageData(0, 0, 48, 48).data };
  };
  const NO_GLYPH = '\u{10FFFD}';
  const byFont = new Map<string, { chars: Set<string>; owners: Map<string, Element> }>();
  for (const t of texts) {
    const s = css(t.parentElement!);
    const font = `${s.fontStyle} ${s.fontWeight} 24px ${s.fontFamily}`;
    const entry = byFont.get(font) ?? { chars: new Set<string>(), owners: new Map<string, Element>() };
    byFont.set(font, entry);
    for (const ch of t.data) {
      if (/[\s\p{M}\p{Cf}\p{Cc}]/u.test(ch)) continue;
      entry.chars.add(ch);
      if (!entry.owners.has(ch)) entry.owners.set(ch, t.parentElement!);
    }
  }
  for (const [font, { chars, owners }] of byFont) {
    const todo = [...chars].filter((ch) => !cache.has(`${font}|${ch}`));
    if (todo.length === 0 && ![...chars].some((ch) => cache.get(`${font}|${ch}`) === false)) continue;
    if (todo.length > 0) {
      await document.fonts.load(font, todo.join('')).catch(() => []);
      const box = draw(font, NO_GLYPH);
      for (const ch of todo) {
        const g = draw(font, ch);
        const same = g.width === box.width && g.pixels.every((v, i) => v === box.pixels[i]);
        cache.set(`${font}|${ch}`, !same);
      }
    }
    for (const ch of chars) {
      if (cache.get(`${font}|${ch}`) === false)
        problems.push(
          `glyph: "${ch}" (U+${ch.codePointAt(0)!.toString(16).toUpperCase()}) drawn as a box in ${describe(owners.get(ch)!)}`,
        );
    }
  }

  return problems;
}

/**
 * Waits until the page has stopped changing: fonts loaded, no finite animation running, and no
 * node added, removed or retexted and nothing scrolled for `quietMs` (at most `maxMs` in all).
 */
export function settle(page: Page, quietMs = 250, maxMs = 4000) {
  return page.evaluate(
    async ([quiet, max]) => {
      const deadline = performance.now() + max;
      await document.fonts.ready;
      let last = performance.now();
      const observer = new MutationObserver(() => (last = performance.now()));
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      // A smooth scroll (a carousel moving to its next slide) is a change too.
      const scrolled = () => (last = performance.now());
      document.addEventListener('scroll', scrolled, { capture: true, passive: true });
      try {
        while (performance.now() < deadline) {
          const running = document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
          if (running.length === 0 && performance.now() - last >= quiet) break;
          await new Promise((r) => setTimeout(r, 50));
        }
      } finally {
        observer.disconnect();
        document.removeEventListener('scroll', scrolled, { capture: true });
      }
      await document.fonts.ready;
    },
    [quietMs, maxMs] as const,
  );
}
