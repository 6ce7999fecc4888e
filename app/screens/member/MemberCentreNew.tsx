// Member centre, new layout (mobileTemplate.mem_cen = '1'): an accent header card with identity
// and wallet, then the member menu as a grid of tiles.
import { MemberCentrePage } from './MemberCentrePage';

export default function MemberCentreNew() {
  return <MemberCentrePage layout="new" />;
}
