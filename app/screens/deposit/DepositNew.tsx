// Deposit, new layout (mobileTemplate.dep_func = '1').
import { DepositChannels, type Channel } from './DepositChannels';

export default function DepositNew({ channels, symbol }: { channels: Channel[]; symbol: string }) {
  return <DepositChannels channels={channels} symbol={symbol} layout="new" />;
}
