// Deposit (/m/voucherCenter): the deposit form in the layout the merchant's mobile template chooses
// (SPEC §4: dep_func '1' new, else base), each loaded lazily; `?order=<id>` shows that order being
// paid (a reload or a resumed order lands there), `?view=history` the member's deposits.
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, IconAlertCircle, IconWallet } from '@ds';
import { describeError } from '../../api/errorMessages';
import { MessagePage } from '../../shell/MessagePage';
import { PageLoading } from '../../shell/PageLoading';
import { shellMessages } from '../../shell/messages';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useStores } from '../../stores/context';
import { pathTo } from '../../routes/routeTable';
import { DepositHistory } from './DepositHistory';
import { DepositOrderView } from './DepositOrderView';
import { depositMessages } from './messages';

const layouts = {
  base: lazy(() => import('./DepositBase')),
  new: lazy(() => import('./DepositNew')),
};

export default observer(function DepositScreen() {
  const intl = useIntl();
  const { settings, wallet, ui, features } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const view = params.get('view');
  const flow = features.wallet;
  const load = wallet.depositChannelsLoad;
  const retry = () => void wallet.loadDepositChannels();

  useEffect(() => {
    void wallet.loadDepositChannels();
  }, [wallet]);
  // What failed while the connection was gone loads again when it returns.
  useRetryOnReconnect(ui.online, load.state === 'error', retry);

  if (orderId) {
    return (
      <DepositOrderView
        tracker={flow.order}
        orderId={orderId}
        symbol={wallet.symbol}
        onNew={() => {
          flow.order.close();
          navigate(pathTo('voucherCenter'), { replace: true });
        }}
      />
    );
  }
  if (view === 'history') return <DepositHistory history={flow.deposits} symbol={wallet.symbol} />;
  if (load.state === 'idle' || load.state === 'loading') return <PageLoading />;
  if (load.state === 'error') {
    return (
      <MessagePage
        icon={<IconAlertCircle size="lg" />}
        title={intl.formatMessage(depositMessages.loadFailed)}
        body={intl.formatMessage(describeError(load.error, (id) => Boolean(intl.messages[id])))}
        actions={<Button onClick={retry}>{intl.formatMessage(shellMessages.retry)}</Button>}
      />
    );
  }
  if (!wallet.depositChannels.length) {
    return <MessagePage icon={<IconWallet size="lg" />} title={intl.formatMessage(depositMessages.empty)} />;
  }
  const Layout = layouts[settings.depositLayout];
  return (
    <Suspense fallback={<PageLoading />}>
      <Layout form={flow.deposit} symbol={wallet.symbol} />
    </Suspense>
  );
});
