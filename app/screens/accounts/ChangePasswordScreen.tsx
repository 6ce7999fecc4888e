// /m/changePsw (SPEC §2, §4, §5): the username read-only when a session exists; the old password
// unless the account has none (see ChangePasswordForm for what "stored password" means here); new
// password and its confirmation; submit. Guests are asked to log in; trial members are refused.
import { observer } from 'mobx-react-lite';
import { Button, IconLock, Spinner, TextField } from '@ds';
import { MessagePage } from '../../shell/MessagePage';
import { TrialRefusedPage } from '../../shell/TrialRefusedPage';
import { loginPath } from '../../stores/SessionStore';
import { ChangePasswordForm } from '../../stores/accounts/ChangePasswordForm';
import * as css from './accounts.css';
import { labels } from './messages';
import { AccountForm, FormError, OfflineNote } from './parts/common';
import { PasswordField, NewPasswordFields } from './parts/PasswordFields';
import { useAccountForm, useAccountText, useFieldFocus } from './parts/useAccountForm';
import { pathTo } from '../../routes/routeTable';

const ChangePasswordScreen = observer(function ChangePasswordScreen() {
  const form = useAccountForm((deps) => new ChangePasswordForm(deps));
  const { intl, failure } = useAccountText();
  const fields = useFieldFocus();

  if (!form.loggedIn)
    return (
      <MessagePage
        icon={<IconLock size="lg" />}
        title={intl.formatMessage(labels.changeTitle)}
        body={intl.formatMessage(labels.loginFirst)}
        actions={<Button href={loginPath(pathTo('changePsw'))}>{intl.formatMessage(labels.goLogin)}</Button>}
      />
    );
  if (form.isTrial) return <TrialRefusedPage />;
  if (form.state === 'loading')
    return (
      <div className={css.centred} role="status">
        <Spinner size="lg" />
        <span>{intl.formatMessage(labels.loading)}</span>
      </div>
    );
  if (form.state === 'error')
    return (
      <div className={css.centred}>
        <p className={css.formError} role="alert">
          {failure(form.loadError)}
        </p>
        <Button variant="secondary" onClick={() => void form.load()}>
          {intl.formatMessage(labels.retry)}
        </Button>
      </div>
    );

  return (
    <div className={css.screen}>
      <div className={css.card}>
        <AccountForm
          label={intl.formatMessage(labels.changeTitle)}
          onSubmit={() => fields.submit(() => form.submit())}
        >
          <TextField
            label={intl.formatMessage(labels.username)}
            name="username"
            value={form.userName}
            readOnly
            autoComplete="username"
          />
          {form.oldPasswordShown ? (
            <PasswordField
              field={form.oldPassword}
              label={labels.oldPassword}
              inputRef={fields.register('oldPassword')}
            />
          ) : (
            <p className={css.note}>{intl.formatMessage(labels.noPasswordYet)}</p>
          )}
          <NewPasswordFields pair={form.passwords} fields={fields} />
          <FormError error={form.error} />
          <OfflineNote />
          <Button type="submit" fullWidth size="lg" loading={form.submitting}>
            {intl.formatMessage(labels.changeSubmit)}
          </Button>
        </AccountForm>
      </div>
    </div>
  );
});

export default ChangePasswordScreen;
