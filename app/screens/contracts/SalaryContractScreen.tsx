// /m/member/agent/getSalaryContract: the salary contracts offered to the member (ContractScreen).
import { ContractScreen } from './ContractScreen';

export default function SalaryContractScreen() {
  return <ContractScreen kind="salary" />;
}
