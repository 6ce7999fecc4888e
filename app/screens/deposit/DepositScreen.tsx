// Deposit (/m/voucherCenter): the merchant's deposit channels, in the layout its mobile template
// chooses (SPEC §4: dep_func '1' new, else base), each loaded lazily. Creating a deposit order is not
// part of any issue yet; the channels, their limits, fees and preset amounts are shown.
import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { walletCalls } from '@contract/calls/wallet';
import { Button, IconAlertCircle, IconWallet } from '@ds';
import { describeError } from '../../api/errorMessages';
import { MessagePage } from '../../shell/MessagePage';
import { PageLoading } from '../../shell/PageLoading';
import { shellMessages } from '../../shell/messages';
import { useResource } from '../../shell/useResource';
import { useStores } from '../../stores/context';
import { depositMessages } from './messages';

const layouts = {
  base: lazy(() => import('./DepositBase')),
  new: lazy(() => import('./DepositNew')),
};

export default observer(function DepositScreen() {
  const intl = useIntl();
  const { settings, wallet } = useStores();
  const channels = useResource(walletCalls.depositChannels, {});

  if (channels.state === 'loading') return <PageLoading />;
  if (channels.state === 'error') {
    return (
      <MessagePage
        icon={<IconAlertCircle size="lg" />}
        title={intl.formatMessage(depositMessages.loadFailed)}
        body={intl.formatMessage(describeError(channels.error, (id) => Boolean(intl.messages[id])))}
        actions={<Button onClick={channels.retry}>{intl.formatMessage(shellMessages.retry)}</Button>}
      />
    );
  }
  if (!channels.data.length) {
    return <MessagePage icon={<IconWallet size="lg" />} title={intl.formatMessage(depositMessages.empty)} />;
  }
  const Layout = layouts[settings.depositLayout];
  return (
    <Suspense fallback={<PageLoading />}>
      <Layout channels={channels.data} symbol={wallet.symbol} />
    </Suspense>
  );
});
