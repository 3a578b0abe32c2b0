import { EarnedBadges } from '../features/achievements/components/earned-badges';
import { ProfileView } from '../features/profile/components/profile-view';

/** /profile: the learner's learning-paths summary, with their earned badges. */
export function ProfilePage() {
  return <ProfileView badges={<EarnedBadges />} />;
}
