// The member calls by name. Each is a module of its own, so each goes to the chunk of the code that
// makes it: the first load carries only the calls it makes (a module is never split between chunks).
export { memberInfo } from './memberInfo.ts';
export { wallet } from './wallet.ts';
export { securityCenter } from './securityCenter.ts';
export { updateProfile } from './updateProfile.ts';
export { bindMobile } from './bindMobile.ts';
export { sendEmailCode } from './sendEmailCode.ts';
export { bindEmail } from './bindEmail.ts';
export { loginHistory } from './loginHistory.ts';
export { setPaymentPassword } from './setPaymentPassword.ts';
export { avatar } from './avatar.ts';
export { setAvatar } from './setAvatar.ts';
export { feedback } from './feedback.ts';
export { vipLevels } from './vipLevels.ts';
export { vipBenefits } from './vipBenefits.ts';
export { signInStatus } from './signInStatus.ts';
export { signIn } from './signIn.ts';
export { inviteInfo } from './inviteInfo.ts';
