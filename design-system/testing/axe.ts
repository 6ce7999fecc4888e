import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on an element (the whole document by default) and fails with a readable list of the
 * violations: rule id, what it means and where.
 */
export async function expectNoAxeViolations(context: Element | Document = document) {
  const result = await axe.run(context, {
    resultTypes: ['violations'],
    // A component on its own is not a page: page-level landmark and heading rules do not apply.
    rules: {
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
      region: { enabled: false },
    },
  });
  const found = result.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
