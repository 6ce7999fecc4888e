// Deposit, new layout (mobileTemplate.dep_func = '1').
import type { DepositForm } from '../../stores/wallet';
import { DepositFormView } from './DepositForm';

export default function DepositNew({ form, symbol }: { form: DepositForm; symbol: string }) {
  return <DepositFormView form={form} symbol={symbol} layout="new" />;
}
