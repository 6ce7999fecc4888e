// Member centre, new layout (mobileTemplate.mem_cen = '1'): an accent header card with identity
// and wallet, then the member menu as a grid of tiles.
import { MemberMenu } from './MemberMenu';
import { MemberIdentity, WalletActions, WalletSummary } from './parts';
import * as css from './MemberCentre.css';

export default function MemberCentreNew() {
  return (
    <div className={css.page} data-layout="new">
      <section className={`${css.summary} ${css.summaryNew}`}>
        <MemberIdentity />
        <WalletSummary />
        <WalletActions />
      </section>
      <MemberMenu variant="grid" />
    </div>
  );
}
