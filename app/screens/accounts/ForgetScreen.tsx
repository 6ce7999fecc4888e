// /m/forget: password reset by phone with an SMS code (behind the human-verification step). After
// the reset the change-saved toast shows and the visitor is offered the login screen.
import { observer } from 'mobx-react-lite';
import { Link } from '../../routes/Link';
import { Button, Text } from '@ds';
import { pathTo } from '../../routes/routeTable';
import { ForgetForm } from '../../stores/accounts/ForgetForm';
import * as css from './accounts.css';
import { labels } from './messages';
import { AccountForm, FormError, OfflineNote } from './parts/common';
import { AccountPage } from './parts/AccountPage';
import { MobileCodeFields } from './parts/MobileCodeFields';
import { NewPasswordFields } from './parts/PasswordFields';
import { useAccountForm, useAccountText, useFieldFocus } from './parts/useAccountForm';

const ForgetScreen = observer(function ForgetScreen() {
  const form = useAccountForm((deps) => new ForgetForm(deps));
  const { intl } = useAccountText();
  const fields = useFieldFocus();

  return (
    <AccountPage
      settings={form.settings}
      sms={form.mobile.sms}
      title={intl.formatMessage(labels.forgetTitle)}
      intro={intl.formatMessage(labels.forgetIntro)}
    >
      <div className={css.card}>
        {form.done ? (
          <div role="status" className={css.form}>
            <Text>{intl.formatMessage(labels.resetDone)}</Text>
            <Button href={pathTo('login')} fullWidth size="lg">
              {intl.formatMessage(labels.goLogin)}
            </Button>
          </div>
        ) : (
          <AccountForm
            label={intl.formatMessage(labels.forgetTitle)}
            onSubmit={() => fields.submit(() => form.submit())}
          >
            <MobileCodeFields mobile={form.mobile} fields={fields} />
            <NewPasswordFields pair={form.passwords} fields={fields} />
            <FormError error={form.error} />
            <OfflineNote />
            <Button type="submit" fullWidth size="lg" loading={form.submitting}>
              {intl.formatMessage(labels.resetSubmit)}
            </Button>
          </AccountForm>
        )}
        <Link className={css.textLink} to={pathTo('login')}>
          {intl.formatMessage(labels.toLogin)}
        </Link>
      </div>
    </AccountPage>
  );
});

export default ForgetScreen;
