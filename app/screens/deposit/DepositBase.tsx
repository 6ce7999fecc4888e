// Deposit, base layout (mobileTemplate.dep_func other than '1').
import type { DepositForm } from '../../stores/wallet';
import { DepositFormView } from './DepositForm';

export default function DepositBase({ form, symbol }: { form: DepositForm; symbol: string }) {
  return <DepositFormView form={form} symbol={symbol} layout="base" />;
}
