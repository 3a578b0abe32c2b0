import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  List,
  Progress,
  Row,
  Skeleton,
  Space,
  Statistic,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ACHIEVEMENT_RARITIES,
  ACHIEVEMENT_TYPES,
  ACHIEVEMENTS_SKELETON_TILES,
  type AchievementRarity,
  type AchievementView,
  RECENT_ACHIEVEMENTS_MAX,
  TOOLTIP,
  type UserAchievementView,
} from '@grammarpath/contracts';
import { achievementText } from '@grammarpath/platform';
import { PROGRESS_NAMESPACE } from '../../../i18n/progress-translations';
import { useAchievements, useUserAchievements } from '../hooks/use-progress-data';
import { AchievementIcon } from './achievement-icon';

const TABS = ['all', 'earned', 'unearned', 'streak', 'completion', 'accuracy', 'mastery'] as const;
type TabKey = (typeof TABS)[number];

/** Text in these colours (the rarity counts, the earned tiles' tags) keeps at least 4.5:1 on white. */
export const RARITY_COLOURS: Record<AchievementRarity, string> = {
  common: '#595959',
  uncommon: '#237804',
  rare: '#0958d9',
  epic: '#531dab',
  legendary: '#ad4e00',
};

const skeletonTiles = Array.from({ length: ACHIEVEMENTS_SKELETON_TILES }, (_, index) => index);

interface Tile {
  achievement: AchievementView;
  record: UserAchievementView | undefined;
  earned: boolean;
}

/** The achievement grid with its tabs and statistics (SPEC §2 Achievements page); /achievements and the tab. */
export function AchievementsView({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation(PROGRESS_NAMESPACE);
  const catalogue = useAchievements();
  const mine = useUserAchievements();
  const [tab, setTab] = useState<TabKey>('all');
  const language = i18n.resolvedLanguage;

  const tiles = useMemo<Tile[]>(() => {
    const records = new Map((mine.data ?? []).map((r) => [r.achievementId, r]));
    return (catalogue.data ?? []).map((achievement) => {
      const record = records.get(achievement.id);
      return { achievement, record, earned: !!record?.earnedDate };
    });
  }, [catalogue.data, mine.data]);

  const title = (
    <Typography.Title level={headingLevel} style={{ marginTop: 0 }}>
      {t('achievements.title')}
    </Typography.Title>
  );
  if (catalogue.isLoading || mine.isLoading) {
    return (
      <div aria-busy="true">
        {title}
        <Row gutter={[16, 16]}>
          {skeletonTiles.map((tile) => (
            <Col key={tile} xs={12} sm={8} md={6} lg={4}>
              <Skeleton.Node active style={{ width: '100%', height: 96 }} />
            </Col>
          ))}
        </Row>
      </div>
    );
  }
  if (catalogue.error || mine.error) {
    return (
      <div>
        {title}
        <Alert
          type="error"
          showIcon
          title={t('common.loadError')}
          description={String((catalogue.error ?? mine.error)?.message ?? '')}
          action={
            <Button onClick={() => void Promise.all([catalogue.refetch(), mine.refetch()])}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const earned = tiles.filter((tile) => tile.earned);
  const shown = tiles.filter((tile) => {
    if (tab === 'all') return true;
    if (tab === 'earned') return tile.earned;
    if (tab === 'unearned') return !tile.earned;
    return tile.achievement.type === tab;
  });
  const recent = [...earned]
    .sort((a, b) => (b.record?.earnedDate ?? '').localeCompare(a.record?.earnedDate ?? ''))
    .slice(0, RECENT_ACHIEVEMENTS_MAX);
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  return (
    <div>
      <Space align="baseline" style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        {title}
        <Typography.Text
          strong
          data-testid="achievements-earned-count"
          aria-label={t('achievements.earnedOfTotal', { earned: earned.length, total: tiles.length })}
        >
          {`${earned.length} / ${tiles.length}`}
        </Typography.Text>
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={TABS.map((key) => ({ key, label: t(`achievements.tabs.${key}`) }))}
      />
      {shown.length === 0 ? (
        <Empty description={t('achievements.emptyTab')} />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label={t('achievements.gridLabel')}>
          {shown.map((tile) => (
            <Col key={tile.achievement.id} xs={12} sm={8} md={6} lg={4} role="listitem">
              <AchievementTile tile={tile} language={language} dateFormat={dateFormat} />
            </Col>
          ))}
        </Row>
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
        <Col xs={24} md={12}>
          <Card title={t('achievements.byRarity')} size="small">
            <Row gutter={[8, 8]}>
              {ACHIEVEMENT_RARITIES.map((rarity) => (
                <Col key={rarity} span={8}>
                  <Statistic
                    title={t(`rarity.${rarity}`)}
                    value={earned.filter((tile) => tile.achievement.rarity === rarity).length}
                    suffix={`/ ${tiles.filter((tile) => tile.achievement.rarity === rarity).length}`}
                    styles={{ content: { color: RARITY_COLOURS[rarity] } }}
                    data-testid={`rarity-${rarity}`}
                  />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('achievements.byType')} size="small">
            <Space wrap>
              {ACHIEVEMENT_TYPES.map((type) => (
                <Tag key={type} data-testid={`type-${type}`}>
                  {t(`achievementType.${type}`)}:{' '}
                  {earned.filter((tile) => tile.achievement.type === type).length} /{' '}
                  {tiles.filter((tile) => tile.achievement.type === type).length}
                </Tag>
              ))}
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
                          colour={RARITY_COLOURS[tile.achievement.rarity]}
                        />
                      }
                      title={achievementText(tile.achievement, language).name}
                      description={dateFormat.format(new Date(tile.record?.earnedDate ?? ''))}
                    />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}

function AchievementTile({
  tile,
  language,
  dateFormat,
}: {
  tile: Tile;
  language: string | undefined;
  dateFormat: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  const { achievement, record, earned } = tile;
  const { name, description } = achievementText(achievement, language);
  const progress = earned ? achievement.threshold : (record?.progress ?? 0);
  const colour = RARITY_COLOURS[achievement.rarity];
  const tooltip = (
    <div>
      <strong>{name}</strong>
      <div>{description}</div>
      {earned && record?.earnedDate ? (
        <div>{t('achievements.earnedOn', { date: dateFormat.format(new Date(record.earnedDate)) })}</div>
      ) : null}
      <div>{t('achievements.progress', { progress, threshold: achievement.threshold })}</div>
      <div>{t('achievements.reward', { points: achievement.points })}</div>
    </div>
  );
  return (
    <Tooltip title={tooltip} mouseEnterDelay={TOOLTIP.delayMs / 1000}>
      <Card
        size="small"
        tabIndex={0}
        aria-label={`${name}: ${earned ? t('achievements.earnedLabel') : t('achievements.progress', { progress, threshold: achievement.threshold })}`}
        data-testid={`achievement-tile-${achievement.key}`}
        data-earned={earned}
        style={{
          textAlign: 'center',
          height: '100%',
          borderColor: earned ? colour : undefined,
          filter: earned ? undefined : 'grayscale(1)',
        }}
      >
        <AchievementIcon name={achievement.icon} colour={earned ? colour : undefined} />
        {/* Not yet earned reads as secondary text, still 4.5:1 (a faded tile would not be). */}
        <Typography.Paragraph
          strong
          type={earned ? undefined : 'secondary'}
          ellipsis={{ rows: 2 }}
          style={{ margin: '8px 0 4px' }}
        >
          {name}
        </Typography.Paragraph>
        {earned ? (
          <Tag color={colour}>{t(`rarity.${achievement.rarity}`)}</Tag>
        ) : (
          <Progress
            percent={Math.floor((progress / achievement.threshold) * 100)}
            size="small"
            showInfo={false}
            aria-label={t('achievements.progress', { progress, threshold: achievement.threshold })}
          />
        )}
      </Card>
    </Tooltip>
  );
}
