// Deposit (/m/voucherCenter): the deposit form in the layout the merchant's mobile template chooses
// (SPEC §4: dep_func '1' new, else base), each loaded lazily; `?order=<id>` shows that order being
// paid (a reload or a resumed order lands there), `?view=history` the member's deposits.
import { Suspense, useEffect } from 'react';
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
import { walletFeature } from '../../stores/wallet';
import { pathTo } from '../../routes/routeTable';
import { DepositHistory } from './DepositHistory';
import { DepositOrderView } from './DepositOrderView';
import { depositMessages } from './messages';
import { lazyPart } from '../../shell/lazyPart';

const layouts = {
  base: lazyPart(() => import('./DepositBase')),
  new: lazyPart(() => import('./DepositNew')),
};

export default observer(function DepositScreen() {
  const intl = useIntl();
  const root = useStores();
  const { settings, wallet, ui } = root;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const view = params.get('view');
  const flow = root.use(walletFeature);
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
  if (view === 'history') return <DepositHistory history={flow.deposits} />;
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
