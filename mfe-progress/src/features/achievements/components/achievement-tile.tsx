import { Card, Progress, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TOOLTIP } from '@grammarpath/contracts';
import { AchievementIcon } from '@grammarpath/platform/achievement-icon';
import { achievementText } from '@grammarpath/platform';
import { LineClamp } from '@grammarpath/platform/ui';
import { PROGRESS_NAMESPACE } from '../../../i18n';
import { useRarityColours } from '../hooks/use-rarity-colours';
import { type AchievementTileData, tileProgress } from '../model/achievement-tiles';

/** One achievement of the grid: coloured when earned, greyed with a progress bar otherwise; details in a tooltip. */
export function AchievementTile({
  tile,
  dateFormat,
}: {
  tile: AchievementTileData;
  dateFormat: Intl.DateTimeFormat;
}) {
  const { t, i18n } = useTranslation(PROGRESS_NAMESPACE);
  const { achievement, record, earned } = tile;
  const { name, description } = achievementText(achievement, i18n.resolvedLanguage);
  const progress = tileProgress(tile);
  const progressText = t('achievements.progress', { progress, threshold: achievement.threshold });
  const colour = useRarityColours()[achievement.rarity];
  const tooltip = (
    <div>
      <strong>{name}</strong>
      <div>{description}</div>
      {earned && record?.earnedDate ? (
        <div>{t('achievements.earnedOn', { date: dateFormat.format(new Date(record.earnedDate)) })}</div>
      ) : null}
      <div>{progressText}</div>
      <div>{t('achievements.reward', { points: achievement.points })}</div>
    </div>
  );
  return (
    <Tooltip title={tooltip} mouseEnterDelay={TOOLTIP.delayMs / 1000}>
      <Card
        size="small"
        tabIndex={0}
        aria-label={`${name}: ${earned ? t('achievements.earnedLabel') : progressText}`}
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
        <Typography.Paragraph strong type={earned ? undefined : 'secondary'} style={{ margin: '8px 0 4px' }}>
          <LineClamp rows={2}>{name}</LineClamp>
        </Typography.Paragraph>
        {earned ? (
          <Tag color={colour}>{t(`rarity.${achievement.rarity}`)}</Tag>
        ) : (
          <Progress
            percent={Math.floor((progress / achievement.threshold) * 100)}
            size="small"
            showInfo={false}
            aria-label={progressText}
          />
        )}
      </Card>
    </Tooltip>
  );
}
