// Deposit (/m/voucherCenter): the merchant's deposit channels, in the layout its mobile template
// chooses (SPEC §4: dep_func '1' new, else base), each loaded lazily. Creating a deposit order is not
// built yet; the channels, their limits, fees and preset amounts are shown.
import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, IconAlertCircle, IconWallet } from '@ds';
import { describeError } from '../../api/errorMessages';
import { MessagePage } from '../../shell/MessagePage';
import { PageLoading } from '../../shell/PageLoading';
import { shellMessages } from '../../shell/messages';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useStores } from '../../stores/context';
import { depositMessages } from './messages';

const layouts = {
  base: lazy(() => import('./DepositBase')),
  new: lazy(() => import('./DepositNew')),
};

export default observer(function DepositScreen() {
  const intl = useIntl();
  const { settings, wallet, ui } = useStores();
  const load = wallet.depositChannelsLoad;
  const retry = () => void wallet.loadDepositChannels();

  useEffect(() => {
    void wallet.loadDepositChannels();
  }, [wallet]);
  // What failed while the connection was gone loads again when it returns.
  useRetryOnReconnect(ui.online, load.state === 'error', retry);

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
      <Layout channels={wallet.depositChannels} symbol={wallet.symbol} />
    </Suspense>
  );
});
