import { type ReactNode, useState } from 'react';
import { Col, Empty, Row, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENTS_SKELETON_TILES } from '@grammarpath/contracts';
import { PROGRESS_NAMESPACE } from '../../../i18n';
import { allQueries } from '../../../shared/api/all-queries';
import { ProgressQueryState } from '../../../shared/components/progress-query-state';
import { useDateFormat } from '../../../shared/hooks/use-date-format';
import { useAchievements } from '../api/get-achievements';
import { useMyAchievements } from '../api/get-my-achievements';
import {
  ACHIEVEMENT_TABS,
  type AchievementTab,
  type AchievementTileData,
  achievementTiles,
  tilesOfTab,
} from '../model/achievement-tiles';
import { AchievementTile } from './achievement-tile';
import { AchievementTotals } from './achievement-totals';

const skeletonTiles = Array.from({ length: ACHIEVEMENTS_SKELETON_TILES }, (_, index) => index);
const TILE_COLUMNS = { xs: 12, sm: 8, md: 6, lg: 4 } as const;

/** The achievement grid with its tabs and statistics (SPEC §2 Achievements page); /achievements and the tab. */
export function AchievementsView({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const records = allQueries(useAchievements(), useMyAchievements());
  const title = (
    <Typography.Title level={headingLevel} style={{ marginTop: 0 }}>
      {t('achievements.title')}
    </Typography.Title>
  );
  if (records.isPending) {
    return (
      <div aria-busy="true">
        {title}
        <Row gutter={[16, 16]}>
          {skeletonTiles.map((tile) => (
            <Col key={tile} {...TILE_COLUMNS}>
              <Skeleton.Node active style={{ width: '100%', height: 96 }} />
            </Col>
          ))}
        </Row>
      </div>
    );
  }
  return (
    <ProgressQueryState query={records}>
      {([catalogue, mine]) => <AchievementGrid title={title} tiles={achievementTiles(catalogue, mine)} />}
    </ProgressQueryState>
  );
}

/** The count, the tabs, the tiles of the chosen tab and the totals. */
function AchievementGrid({ title, tiles }: { title: ReactNode; tiles: AchievementTileData[] }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const [tab, setTab] = useState<AchievementTab>('all');
  const dateFormat = useDateFormat();
  const earnedCount = tiles.filter((tile) => tile.earned).length;
  const shown = tilesOfTab(tiles, tab);
  return (
    <div>
      <Space align="baseline" style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        {title}
        <Typography.Text
          strong
          data-testid="achievements-earned-count"
          aria-label={t('achievements.earnedOfTotal', { earned: earnedCount, total: tiles.length })}
        >
          {`${earnedCount} / ${tiles.length}`}
        </Typography.Text>
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as AchievementTab)}
        items={ACHIEVEMENT_TABS.map((key) => ({ key, label: t(`achievements.tabs.${key}`) }))}
      />
      {shown.length === 0 ? (
        <Empty description={t('achievements.emptyTab')} />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label={t('achievements.gridLabel')}>
          {shown.map((tile) => (
            <Col key={tile.achievement.id} {...TILE_COLUMNS} role="listitem">
              <AchievementTile tile={tile} dateFormat={dateFormat} />
            </Col>
          ))}
        </Row>
      )}
      <AchievementTotals tiles={tiles} dateFormat={dateFormat} />
    </div>
  );
}
