import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { markPure, PURE_LIBRARY_MODULES } from './pureLibraries';

describe('markPure', () => {
  it("marks React's factories pure and drops display names, keeping every line", () => {
    const code = [
      'var DataRouterContext = React.createContext(null);',
      'DataRouterContext.displayName = "DataRouter";',
      'var Link = React10.forwardRef(',
      '  function LinkWithRef(props, ref) { return null; }',
      ');',
      'Link.displayName = LINK_NAME;',
      'var Memo = React3.memo(Inner);',
      'function useThing() { return React.useContext(DataRouterContext); }',
    ].join('\n');
    const out = markPure(code);
    expect(out.split('\n')).toEqual([
      'var DataRouterContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef(props, ref) { return null; }',
      ');',
      '',
      'var Memo = /* @__PURE__ */ React3.memo(Inner);',
      'function useThing() { return React.useContext(DataRouterContext); }',
    ]);
  });

  it('leaves a display name that is computed, and other property writes', () => {
    const code = 'X.displayName = `${a}Provider`;\nwindow.__reactRouterVersion = "7";';
    expect(markPure(code)).toBe(code);
  });

  it('finds the pattern in the React Router build the app ships (its factories and display names)', () => {
    const dir = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));
    const files = readdirSync(dir).filter((f) => PURE_LIBRARY_MODULES.test(`${dir}${f}`));
    expect(files.length).toBeGreaterThan(0);
    const code = files.map((f) => readFileSync(`${dir}${f}`, 'utf8')).join('\n');
    const out = markPure(code);
    // Every component React Router names at the top level is named by a line this drops.
    expect(code.match(/^\w+\.displayName = /gm)?.length ?? 0).toBeGreaterThan(10);
    expect(out.match(/^\w+\.displayName = /gm)).toBeNull();
    expect(out.match(/\/\* @__PURE__ \*\/ React\d*\.forwardRef\(/g)?.length ?? 0).toBeGreaterThan(2);
    expect(out.split('\n').length).toBe(code.split('\n').length);
  });
});
