import { lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';
import { AfterFirstScreen } from '../../deferred/after-first-screen';
import { Island } from '../../islands/island';
import { Panel } from '../../ui/panel';

const SampleQuestionCard = lazy(() => import('./sample-question/sample-question-card'));

/** Room kept for the sample question while its code and data load, so nothing below it moves. */
const SAMPLE_RESERVED_HEIGHT = 380;

/** The call to action: to the login and register forms. */
export function HomeCta() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" size="large" onClick={() => navigate(ROUTES.auth.href())}>
      {t('home.cta')}
    </Button>
  );
}

/** The sample question, once the first screen is done. */
export function SampleQuestionSlot() {
  return (
    <AfterFirstScreen>
      <SampleQuestionCard />
    </AfterFirstScreen>
  );
}

/** What a visitor who is not logged in sees on the home page: what the product does, and a question to try. */
export function WelcomeBanner() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={24}>
      <Panel style={{ textAlign: 'center', padding: '56px 24px' }}>
        {/* Sized to the screen: on a phone the brand fits on one line instead of breaking inside the word. */}
        <Typography.Title level={1} style={{ fontSize: 'clamp(26px, 7.5vw, 38px)' }}>
          {t('home.welcomeTitle')}
        </Typography.Title>
        {/* A lead paragraph, the largest text of the first screen: the sample question that appears below it
            later must not take its place as the page's largest paint. */}
        <Typography.Paragraph type="secondary" style={{ fontSize: 18, maxWidth: 640, margin: '0 auto 24px' }}>
          {t('home.welcomeText')}
        </Typography.Paragraph>
        <Island name="home-cta">
          <HomeCta />
        </Island>
      </Panel>
      <div data-deferred style={{ minHeight: SAMPLE_RESERVED_HEIGHT }}>
        <Island name="sample-question">
          <SampleQuestionSlot />
        </Island>
      </div>
    </Flex>
  );
}
