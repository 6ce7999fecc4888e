// /m/member/agent/getHourContract: the hourly contracts offered to the member (ContractScreen).
import { ContractScreen } from './ContractScreen';

export default function HourContractScreen() {
  return <ContractScreen kind="hourly" />;
}
