// The system calls by name. Each is a module of its own, so each goes to the chunk of the code that
// makes it: the first load carries only the calls it makes (a module is never split between chunks).
export { systemStatus } from './systemStatus.ts';
export { siteSettings } from './siteSettings.ts';
export { publicKey } from './publicKey.ts';
export { registerSettings } from './registerSettings.ts';
export { downloadLinks } from './downloadLinks.ts';
