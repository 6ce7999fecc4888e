// Member centre, base layout (mobileTemplate.mem_cen other than '1'): a summary card, then the
// member menu as a list.
import { MemberCentrePage } from './MemberCentrePage';

export default function MemberCentreBase() {
  return <MemberCentrePage layout="base" />;
}
