import { Card, Col, Empty, List, Row, Space, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENT_RARITIES, ACHIEVEMENT_TYPES } from '@grammarpath/contracts';
import { AchievementIcon } from '@grammarpath/platform/achievement-icon';
import { achievementText } from '@grammarpath/platform';
import { formatOutOf } from '@grammarpath/platform/ui';
import { PROGRESS_NAMESPACE } from '../../../i18n';
import { useRarityColours } from '../hooks/use-rarity-colours';
import { type AchievementTileData, recentlyEarned } from '../model/achievement-tiles';

/** Under the grid: earned of all per rarity and per type, and the recently earned. */
export function AchievementTotals({
  tiles,
  dateFormat,
}: {
  tiles: AchievementTileData[];
  dateFormat: Intl.DateTimeFormat;
}) {
  const { t, i18n } = useTranslation(PROGRESS_NAMESPACE);
  const rarityColours = useRarityColours();
  const earned = tiles.filter((tile) => tile.earned);
  const recent = recentlyEarned(earned);
  const count = (list: AchievementTileData[], match: (tile: AchievementTileData) => boolean) =>
    list.filter(match).length;
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
      <Col xs={24} md={12}>
        <Card title={t('achievements.byRarity')} size="small">
          <Row gutter={[8, 8]}>
            {ACHIEVEMENT_RARITIES.map((rarity) => {
              const ofRarity = (tile: AchievementTileData) => tile.achievement.rarity === rarity;
              return (
                <Col key={rarity} span={8}>
                  <Statistic
                    title={t(`rarity.${rarity}`)}
                    value={formatOutOf(count(earned, ofRarity), count(tiles, ofRarity))}
                    styles={{ content: { color: rarityColours[rarity] } }}
                    data-testid={`rarity-${rarity}`}
                  />
                </Col>
              );
            })}
          </Row>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title={t('achievements.byType')} size="small">
          <Space wrap>
            {ACHIEVEMENT_TYPES.map((type) => {
              const ofType = (tile: AchievementTileData) => tile.achievement.type === type;
              return (
                <Tag key={type} data-testid={`type-${type}`}>
                  {t(`achievementType.${type}`)}: {count(earned, ofType)} / {count(tiles, ofType)}
                </Tag>
              );
            })}
          </Space>
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('achievements.recent')} size="small">
          {recent.length === 0 ? (
            <Empty description={t('achievements.noneYet')} />
          ) : (
            <List
              dataSource={recent}
              renderItem={(tile) => (
                <List.Item>
                  <List.Item.Meta
                    avatar={
                      <AchievementIcon
                        name={tile.achievement.icon}
                        colour={rarityColours[tile.achievement.rarity]}
                      />
                    }
                    title={achievementText(tile.achievement, i18n.resolvedLanguage).name}
                    description={dateFormat.format(new Date(tile.record?.earnedDate ?? ''))}
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
