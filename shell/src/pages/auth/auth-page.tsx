import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Island } from '../../islands/island';
import { AuthTabs } from './auth-tabs';
import { MarketingPanel } from './marketing-panel';

/** /auth: 'Log in' and 'Register' tabs beside the marketing panel. */
export function AuthPage() {
  const { t } = useTranslation();
  return (
    <Row gutter={[32, 32]} align="middle">
      <Col xs={24} md={12}>
        <Card>
          <Typography.Title level={1} style={{ fontSize: 28 }}>
            {t('auth.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('auth.subtitle')}</Typography.Paragraph>
          <Island name="auth-tabs">
            <AuthTabs />
          </Island>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <MarketingPanel />
      </Col>
    </Row>
  );
}
