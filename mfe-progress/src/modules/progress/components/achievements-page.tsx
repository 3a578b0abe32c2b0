import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENTS_SKELETON_TILES } from '@grammarpath/contracts';
import { PROGRESS_NAMESPACE } from '../../../i18n/progress-translations';

const tiles = Array.from({ length: ACHIEVEMENTS_SKELETON_TILES }, (_, index) => index);

/** /achievements: the achievement grid; 12 skeleton tiles while loading. */
export function AchievementsPage() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return (
    <Card>
      <Typography.Title level={2}>{t('achievements.title')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {tiles.map((tile) => (
          <Col key={tile} xs={12} sm={8} md={6} lg={4}>
            <Skeleton.Node active style={{ width: '100%', height: 96 }} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
