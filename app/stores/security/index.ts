// The security center feature (`useFeature(securityFeature)`), built on first use by its screen. It
// shares the wallet feature's bank cards and the accounts area's SMS and captcha flows.
import { accountsDeps } from '../accounts/deps';
import { defineFeature } from '../features';
import { walletFeature } from '../wallet';
import { SecurityCenter } from './SecurityCenter';

export * from './SecurityCenter';
export {
  Binding,
  BindEmailForm,
  BindMobileForm,
  EMAIL_MAX,
  RealNameForm,
  type SubmitOutcome,
} from './BindForms';
export { securityStoreMessages } from './messages';

export const securityFeature = defineFeature('security', (root) => {
  const wallet = root.use(walletFeature);
  return new SecurityCenter({
    api: root.api,
    accounts: accountsDeps(root),
    wallet: wallet.deps,
    cards: wallet.cards,
  });
});
