import { Card, Col, Empty, Row, Skeleton, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type BadgeView, type UserBadgeView } from '@grammarpath/contracts';
import { achievementText } from '@grammarpath/platform';
import { PROGRESS_NAMESPACE } from '../../../i18n';
import { LoadError } from '../../../shared/components/legacy-ui';
import { useDateFormat } from '../../../shared/hooks/use-date-format';
import { useBadges } from '../api/get-badges';
import { useMyBadges } from '../api/get-my-badges';
import { AchievementIcon } from './achievement-icon';

/** The learner's earned badges, shown on the profile (SPEC §3 badges and user_badges; no screen of their own). */
export function EarnedBadges() {
  const { t, i18n } = useTranslation(PROGRESS_NAMESPACE);
  const { token } = theme.useToken();
  const dateFormat = useDateFormat();
  const catalogue = useBadges();
  const mine = useMyBadges();
  const title = t('profile.badges');
  if (catalogue.isLoading || mine.isLoading) {
    return (
      <Card title={title} style={{ marginTop: 16 }} aria-busy="true">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  if (catalogue.error || mine.error || !catalogue.data || !mine.data) {
    return (
      <Card title={title} style={{ marginTop: 16 }}>
        <LoadError
          error={catalogue.error ?? mine.error}
          onRetry={() => void Promise.all([catalogue.refetch(), mine.refetch()])}
        />
      </Card>
    );
  }
  const byId = new Map(catalogue.data.map((badge) => [badge.id, badge]));
  const earned = mine.data
    .map((record) => ({ record, badge: byId.get(record.badgeId) }))
    .filter((entry): entry is { record: UserBadgeView; badge: BadgeView } => entry.badge !== undefined);
  return (
    <Card
      title={title}
      style={{ marginTop: 16 }}
      extra={
        <Typography.Text data-testid="profile-badges-count">
          {t('profile.badgesEarned', { earned: earned.length, total: catalogue.data.length })}
        </Typography.Text>
      }
    >
      {earned.length === 0 ? (
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
      )}
    </Card>
  );
}
