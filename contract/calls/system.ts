// Site status, site settings (whitelabel flags, merchant settings, templates, resources…) and the
// public key for encrypted calls.
export * from './system/schemas.ts';
export * as systemCalls from './system/calls.ts';
