// Deposit, base layout (mobileTemplate.dep_func other than '1').
import { DepositChannels, type Channel } from './DepositChannels';

export default function DepositBase({ channels, symbol }: { channels: Channel[]; symbol: string }) {
  return <DepositChannels channels={channels} symbol={symbol} layout="base" />;
}
