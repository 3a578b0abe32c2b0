import { Card } from 'antd';
import { AchievementsView } from '../features/achievements/components/achievements-view';

/** /achievements: the achievement grid, tabs and statistics; 12 skeleton tiles while loading. */
export function AchievementsPage() {
  return (
    <Card>
      <AchievementsView />
    </Card>
  );
}
