// The balance as the header and the side menu show it: currency symbol, 2 decimals, masked as ***
// when hidden, and not shown at all while a refresh runs.
import { useStores } from '../../stores/context';
import { formatBalance } from '../../stores/games/home';

export function useBalanceText(): { text: string; refreshing: boolean; hidden: boolean } {
  const { wallet } = useStores();
  return {
    text: formatBalance(wallet.wallet?.sumBalance ?? 0, wallet.symbol, wallet.hidden),
    refreshing: wallet.refreshing,
    hidden: wallet.hidden,
  };
}
