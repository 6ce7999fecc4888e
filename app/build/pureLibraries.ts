// Build-time help for tree-shaking React Router, whose published code the bundler must keep whole.
//
// Its build defines each component as a top-level statement the bundler cannot prove free of side
// effects, then names it for React's developer tools:
//
//   var Link = React10.forwardRef(function LinkWithRef(…) { … });   // a call into React
//   Link.displayName = "Link";                                      // a property write
//
// Either statement keeps the component, and everything it references, in every bundle that imports
// the module: `Link`, `NavLink` and `Form` bring its framework mode's prefetching, route manifest and
// form submission to an app in declarative mode that uses none of them. `markPure` marks React's
// pure factories (`forwardRef`, `createContext`, `memo`) as pure calls and drops the `displayName`
// writes, which only the developer tools read; what a bundle uses is unchanged. Lines are kept, so
// the source map still points at the published file. (Radix's builds mark their factories pure
// already; the `__name(fn, "name")` calls they add after each function are marked pure in
// vite.config.ts, `manualPureFunctions`.)
import type { Plugin } from 'vite';

/** The published modules this applies to. */
export const PURE_LIBRARY_MODULES =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/** A top-level `X = React.forwardRef(` (also `createContext`, `memo`; any namespace name). */
const FACTORY_CALL = /(=\s*)((?:React\d*|React__namespace)\.(?:forwardRef|createContext|memo)\()/g;

/** A whole-line `X.displayName = …;` statement (a string or a constant's name); its line stays. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = (?:"[^"\n]*"|[A-Za-z_$][\w$]*);$/gm;

/** The module's code with React's factories marked pure and its display names dropped. */
export function markPure(code: string): string {
  return code.replace(FACTORY_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

/** The app build's plugin (the dev server, Storybook and tests keep the libraries as published). */
export function pureLibraryCalls(): Plugin {
  return {
    name: 'mc-pure-library-calls',
    apply: 'build',
    transform: {
      filter: { id: PURE_LIBRARY_MODULES },
      handler(code) {
        const out = markPure(code);
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}
