// Apply for a promotion reward (SPEC §2): the promotion id comes in the query; without an id, or
// with nobody logged in, the page returns to /m/activity. Trial accounts are refused (free_reject).
// The form itself (remark, image upload) is not built yet: the page says so.
import { observer } from 'mobx-react-lite';
import { Navigate, useSearchParams } from 'react-router-dom';
import { titles } from '../../routes/titles';
import { PreparingPage } from '../../shell/PreparingPage';
import { TrialRefusedPage } from '../../shell/TrialRefusedPage';
import { useStores } from '../../stores/context';
import { pathTo } from '../../routes/routeTable';

export default observer(function ApplyRewardScreen() {
  const { session } = useStores();
  const [params] = useSearchParams();
  const id = params.get('id') ?? params.get('promotionId');
  if (!id || !session.isLoggedIn) return <Navigate to={pathTo('activity')} replace />;
  if (session.isTrial) return <TrialRefusedPage />;
  return <PreparingPage title={titles.applyReward} />;
});
