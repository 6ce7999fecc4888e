// What the CSP and Trusted Types refuse in a page, for the security-headers spec and the layout sweep.
import type { Page } from './fixtures';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Collects what the CSP and Trusted Types refuse: `securitypolicyviolation` events (recorded by an
 * init script in every document) and console errors or page errors that name them.
 */
export async function watchViolations(page: Page) {
  const found: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const policyText = /Content Security Policy|Trusted ?Type|TrustedHTML|TrustedScriptURL|TrustedScript/i;
  page.on('console', (m) => {
    if (m.type() === 'error' && policyText.test(m.text())) found.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => {
    if (policyText.test(e.message)) found.push(`pageerror: ${e.message}`);
  });
  /** What was refused so far in the current document (read before leaving it). */
  return async (where: string) => {
    const events = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    found.push(...events.map((v) => `${where}: ${v}`));
    return found;
  };
}
