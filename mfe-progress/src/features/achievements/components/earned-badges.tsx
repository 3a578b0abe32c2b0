import { Card, Col, Empty, Row, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type BadgeView, type UserBadgeView } from '@grammarpath/contracts';
import { AchievementIcon } from '@grammarpath/platform/achievement-icon';
import { achievementText } from '@grammarpath/platform';
import { PROGRESS_NAMESPACE } from '../../../i18n';
import { allQueries } from '../../../shared/api/all-queries';
import { ProgressQueryState } from '../../../shared/components/progress-query-state';
import { useDateFormat } from '../../../shared/hooks/use-date-format';
import { useBadges } from '../api/get-badges';
import { useMyBadges } from '../api/get-my-badges';

/** The badges of the catalogue the learner has earned, with their records. */
function earnedOf(catalogue: BadgeView[], records: UserBadgeView[]) {
  const byId = new Map(catalogue.map((badge) => [badge.id, badge]));
  return records
    .map((record) => ({ record, badge: byId.get(record.badgeId) }))
    .filter((entry): entry is { record: UserBadgeView; badge: BadgeView } => entry.badge !== undefined);
}

/** The learner's earned badges, shown on the profile (SPEC §3 badges and user_badges; no screen of their own). */
export function EarnedBadges() {
  const { t, i18n } = useTranslation(PROGRESS_NAMESPACE);
  const { token } = theme.useToken();
  const dateFormat = useDateFormat();
  const badges = allQueries(useBadges(), useMyBadges());
  const [catalogue, records] = badges.data ?? [[], []];
  const earned = earnedOf(catalogue, records);
  return (
    <Card
      title={t('profile.badges')}
      style={{ marginTop: 16 }}
      extra={
        badges.data ? (
          <Typography.Text data-testid="profile-badges-count">
            {t('profile.badgesEarned', { earned: earned.length, total: catalogue.length })}
          </Typography.Text>
        ) : null
      }
    >
      <ProgressQueryState query={badges} rows={2}>
        {() =>
          earned.length === 0 ? (
            <Empty description={t('profile.noBadges')} />
          ) : (
            <Row gutter={[16, 16]}>
              {earned.map(({ record, badge }) => {
                const text = achievementText(badge, i18n.resolvedLanguage);
                return (
                  <Col key={badge.id} xs={24} sm={12} md={8} lg={6}>
                    <Card size="small" data-testid={`profile-badge-${badge.key}`}>
                      <Card.Meta
                        avatar={<AchievementIcon name={badge.icon} colour={token.gold7} />}
                        title={text.name}
                        description={
                          <>
                            <Typography.Paragraph style={{ marginBottom: 4 }}>
                              {text.description}
                            </Typography.Paragraph>
                            <Typography.Text type="secondary">
                              {t('profile.badgeEarnedOn', {
                                date: dateFormat.format(new Date(record.dateEarned)),
                              })}
                            </Typography.Text>
                          </>
                        }
                      />
                    </Card>
                  </Col>
                );
              })}
            </Row>
          )
        }
      </ProgressQueryState>
    </Card>
  );
}
