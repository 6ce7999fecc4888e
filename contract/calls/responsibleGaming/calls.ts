// The responsibleGaming calls by name. Each is a module of its own, so each goes to the chunk of the code that
// makes it: the first load carries only the calls it makes (a module is never split between chunks).
export { rgSettings } from './rgSettings.ts';
export { rgSetLimit } from './rgSetLimit.ts';
export { rgSetRealityCheck } from './rgSetRealityCheck.ts';
export { rgSession } from './rgSession.ts';
export { rgTakeBreak } from './rgTakeBreak.ts';
