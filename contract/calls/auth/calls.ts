// The auth calls by name. Each is a module of its own, so each goes to the chunk of the code that
// makes it: the first load carries only the calls it makes (a module is never split between chunks).
export { captcha } from './captcha.ts';
export { login } from './login.ts';
export { logout } from './logout.ts';
export { signOutOthers } from './signOutOthers.ts';
export { renewSession } from './renewSession.ts';
export { trial } from './trial.ts';
export { smsLoginCode } from './smsLoginCode.ts';
export { sendVerificationCode } from './sendVerificationCode.ts';
export { register } from './register.ts';
export { usernameExists } from './usernameExists.ts';
export { emailExists } from './emailExists.ts';
export { affiliateValidity } from './affiliateValidity.ts';
export { resetPassword } from './resetPassword.ts';
export { changePassword } from './changePassword.ts';
