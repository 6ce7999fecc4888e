// Member centre (/m/member/home). The layout comes from the merchant's mobile template (SPEC §4:
// mem_cen '1' new, else base), each loaded lazily. A trial account is offered registration (SPEC §6).
import { Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, IconAlertCircle, IconUser } from '@ds';
import { MessagePage } from '../../shell/MessagePage';
import { PageLoading } from '../../shell/PageLoading';
import { shellMessages } from '../../shell/messages';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { storeMessages } from '../../stores/messages';
import { useStores } from '../../stores/context';
import { memberMessages } from './messages';
import { pathTo } from '../../routes/routeTable';
import { lazyPart } from '../../shell/lazyPart';

const layouts = {
  base: lazyPart(() => import('./MemberCentreBase')),
  new: lazyPart(() => import('./MemberCentreNew')),
};

export default observer(function MemberCentreScreen() {
  const intl = useIntl();
  const root = useStores();
  const { settings, member, session } = root;

  useEffect(() => {
    if (session.isLoggedIn) void root.loadMemberData();
  }, [root, session.isLoggedIn]);
  useRetryOnReconnect(
    root.ui.online,
    session.isLoggedIn && member.state === 'error' && !member.info,
    () => void root.loadMemberData(),
  );

  if (session.isTrial) {
    return (
      <MessagePage
        icon={<IconUser size="lg" />}
        title={intl.formatMessage(memberMessages.trialTitle)}
        body={intl.formatMessage(storeMessages.trialActualAccount)}
        actions={
          <>
            <Button href={pathTo('register')}>{intl.formatMessage(storeMessages.registerNow)}</Button>
            <Button variant="secondary" onClick={() => void session.logout()}>
              {intl.formatMessage(storeMessages.logoutConfirm)}
            </Button>
          </>
        }
      />
    );
  }
  if (member.state === 'error' && !member.info) {
    return (
      <MessagePage
        icon={<IconAlertCircle size="lg" />}
        title={intl.formatMessage(memberMessages.loadFailed)}
        actions={
          <Button onClick={() => void root.loadMemberData()}>
            {intl.formatMessage(shellMessages.retry)}
          </Button>
        }
      />
    );
  }
  if (!member.info) return <PageLoading />;
  const Layout = layouts[settings.memberCentreLayout];
  return (
    <Suspense fallback={<PageLoading />}>
      <Layout />
    </Suspense>
  );
});
