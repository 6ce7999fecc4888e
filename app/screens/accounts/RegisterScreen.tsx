// /m/register and /m/register.html (SPEC §2, §3, §5): the registration form (parts/
// RegisterFormView.tsx) on its own page, with the merchant's settings loading / error states, a
// link to login and the SMS human-verification dialog. After signing up the member goes back to
// `?redirect=` or home.
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { Link } from '../../routes/Link';
import { redirectTarget } from '../../stores/SessionStore';
import { useStores } from '../../stores/context';
import { RegisterForm } from '../../stores/accounts/RegisterForm';
import * as css from './accounts.css';
import { labels } from './messages';
import {} from './parts/common';
import { AccountPage } from './parts/AccountPage';
import { RegisterFormView } from './parts/RegisterFormView';
import { useAccountForm, useAccountText } from './parts/useAccountForm';
import { pathTo } from '../../routes/routeTable';

const RegisterScreen = observer(function RegisterScreen() {
  const root = useStores();
  const location = useLocation();
  // The link's query (`?code=`) comes from the router, which owns the address.
  const form = useAccountForm(
    (deps) =>
      new RegisterForm({ ...deps, location: () => ({ ...deps.location(), search: location.search }) }),
  );
  const { intl } = useAccountText();

  return (
    <AccountPage
      title={intl.formatMessage(labels.registerTitle)}
      settings={form.settings}
      sms={form.mobile.sms}
    >
      <div className={css.card}>
        <RegisterFormView
          form={form}
          onRegistered={() => root.navigate(redirectTarget(location.search), { replace: true })}
        />
        <Link className={css.textLink} to={pathTo('login')}>
          {intl.formatMessage(labels.toLogin)}
        </Link>
      </div>
    </AccountPage>
  );
});

export default RegisterScreen;
