// Evaluating the entry's modules in more than one task. main.tsx imports this module after the
// framework's and before any of the app's own, so in the build it is the first module of the app's
// chunk: its top-level await ends the task that evaluated the framework, and the app's modules
// evaluate in the tasks after it (yieldAfterUi.ts splits those again).
//
// Traced at 1x CPU under Lighthouse or any other tool that drives the browser through its protocol,
// the entry's evaluation as one task is 12-16 ms, which Lighthouse's simulation (its slow network
// puts the scripts' evaluation after the first paint) counts as a long task of 90-120 ms at its
// CPU slowdown; split, it is tasks of about 2, 2 and 10 ms. Most of the last is react-dom's own
// start-up, and only with a protocol client attached (README 'Speed'); a browser without one
// evaluates the app's part of the entry in about 5 ms at 1x, so the split is worth less to a player
// than to the measurement, but it is still three short tasks on a slow phone where there was one.
// Only the build's chunk order makes this a split: unbundled (the dev server), ES modules that do
// not import this one evaluate without waiting for it. A change to main.tsx's import order, or to
// how the build groups the app's modules into chunks, can undo it; the first-load budget
// (tests/e2e/budget-first-load.spec.ts) parses the built app chunk and fails when its top-level
// `await`s no longer split it.
import { nextTask } from './startup';

await nextTask();
