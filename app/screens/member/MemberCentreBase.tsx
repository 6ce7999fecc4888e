// Member centre, base layout (mobileTemplate.mem_cen other than '1'): a summary card, then the
// member menu as a list.
import { MemberMenu } from './MemberMenu';
import { MemberIdentity, WalletActions, WalletSummary } from './parts';
import * as css from './MemberCentre.css';

export default function MemberCentreBase() {
  return (
    <div className={css.page} data-layout="base">
      <section className={css.summary}>
        <MemberIdentity />
        <WalletSummary />
        <WalletActions />
      </section>
      <MemberMenu variant="list" />
    </div>
  );
}
