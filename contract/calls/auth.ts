// Session, captcha, SMS codes, registration, trial accounts and passwords.
export * from './auth/schemas.ts';
export * as authCalls from './auth/calls.ts';
