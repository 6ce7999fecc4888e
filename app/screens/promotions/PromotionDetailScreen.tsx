// Promotion detail (SPEC §2). No issue builds this section yet: the route exists with its title and
// layout rules and says honestly that the section is being prepared.
import { titles } from '../../routes/titles';
import { PreparingPage } from '../../shell/PreparingPage';

export default function PromotionDetailScreen() {
  return <PreparingPage title={titles.activityDetail} />;
}
