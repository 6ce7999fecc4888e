// /m/member/agent/getDevidendContract: the dividend contracts offered to the member (ContractScreen).
import { ContractScreen } from './ContractScreen';

export default function DividendContractScreen() {
  return <ContractScreen kind="dividend" />;
}
