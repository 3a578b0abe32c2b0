import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, Col, Row, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REDIRECT_AFTER_LOGIN_MS, useUser } from '@grammarpath/platform';
import { afterLoginRoute } from './after-login-route';
import { LoginForm } from './login-form';
import { MarketingPanel } from './marketing-panel';
import { RegisterForm } from './register-form';

/**
 * /auth: 'Log in' and 'Register' tabs beside the marketing panel; a logged-in user goes on after 100 ms, to
 * the placement offer while it stands (a new learner), else home.
 */
export function AuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useUser();

  useEffect(() => {
    if (!user) return;
    let left = false;
    const timer = setTimeout(
      () => void afterLoginRoute().then((href) => !left && navigate(href)),
      REDIRECT_AFTER_LOGIN_MS,
    );
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, [user, navigate]);

  return (
    <Row gutter={[32, 32]} align="middle">
      <Col xs={24} md={12}>
        <Card>
          <Typography.Title level={1} style={{ fontSize: 28 }}>
            {t('auth.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('auth.subtitle')}</Typography.Paragraph>
          <Tabs
            items={[
              { key: 'login', label: t('auth.loginTab'), children: <LoginForm /> },
              { key: 'register', label: t('auth.registerTab'), children: <RegisterForm /> },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <MarketingPanel />
      </Col>
    </Row>
  );
}
